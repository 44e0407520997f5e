import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_NeverInputs */

const en_apikey_never = /** @type {(inputs: Apikey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`never`)
};

const de_apikey_never = /** @type {(inputs: Apikey_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nie`)
};

/**

* @param {Apikey_NeverInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_never = /** @type {((inputs?: Apikey_NeverInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_NeverInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_never(inputs)
	return en_apikey_never(inputs)
});