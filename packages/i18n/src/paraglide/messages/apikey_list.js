import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_ListInputs */

const en_apikey_list = /** @type {(inputs: Apikey_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your API keys`)
};

const de_apikey_list = /** @type {(inputs: Apikey_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre API-Schlüssel`)
};

/**

* @param {Apikey_ListInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_list = /** @type {((inputs?: Apikey_ListInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_ListInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_list(inputs)
	return en_apikey_list(inputs)
});