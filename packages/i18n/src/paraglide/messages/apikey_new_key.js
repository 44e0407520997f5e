import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_New_KeyInputs */

const en_apikey_new_key = /** @type {(inputs: Apikey_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new API key`)
};

const de_apikey_new_key = /** @type {(inputs: Apikey_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr neuer API-Schlüssel`)
};

/**

* @param {Apikey_New_KeyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_new_key = /** @type {((inputs?: Apikey_New_KeyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_New_KeyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_new_key(inputs)
	return en_apikey_new_key(inputs)
});