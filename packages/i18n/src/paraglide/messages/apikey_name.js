import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_NameInputs */

const en_apikey_name = /** @type {(inputs: Apikey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key name`)
};

const de_apikey_name = /** @type {(inputs: Apikey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Schlüssels`)
};

/**

* @param {Apikey_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_name = /** @type {((inputs?: Apikey_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_name(inputs)
	return en_apikey_name(inputs)
});