import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Expires_AfterInputs */

const en_apikey_expires_after = /** @type {(inputs: Apikey_Expires_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires after`)
};

const de_apikey_expires_after = /** @type {(inputs: Apikey_Expires_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gültigkeitsdauer`)
};

/**

* @param {Apikey_Expires_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_expires_after = /** @type {((inputs?: Apikey_Expires_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Expires_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_expires_after(inputs)
	return en_apikey_expires_after(inputs)
});