import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_PrefixInputs */

const en_apikey_prefix = /** @type {(inputs: Apikey_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefix`)
};

const de_apikey_prefix = /** @type {(inputs: Apikey_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Präfix`)
};

/**

* @param {Apikey_PrefixInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_prefix = /** @type {((inputs?: Apikey_PrefixInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_PrefixInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_prefix(inputs)
	return en_apikey_prefix(inputs)
});