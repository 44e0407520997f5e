import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_CreateInputs */

const en_apikey_create = /** @type {(inputs: Apikey_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create key`)
};

const de_apikey_create = /** @type {(inputs: Apikey_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel erstellen`)
};

/**

* @param {Apikey_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_create = /** @type {((inputs?: Apikey_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_create(inputs)
	return en_apikey_create(inputs)
});