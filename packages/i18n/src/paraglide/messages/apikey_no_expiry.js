import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_No_ExpiryInputs */

const en_apikey_no_expiry = /** @type {(inputs: Apikey_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry`)
};

const de_apikey_no_expiry = /** @type {(inputs: Apikey_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbegrenzt`)
};

/**

* @param {Apikey_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_no_expiry = /** @type {((inputs?: Apikey_No_ExpiryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_No_ExpiryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_no_expiry(inputs)
	return en_apikey_no_expiry(inputs)
});