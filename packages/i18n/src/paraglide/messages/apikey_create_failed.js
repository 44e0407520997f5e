import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Create_FailedInputs */

const en_apikey_create_failed = /** @type {(inputs: Apikey_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not create the API key`)
};

const de_apikey_create_failed = /** @type {(inputs: Apikey_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel konnte nicht erstellt werden`)
};

/**

* @param {Apikey_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_create_failed = /** @type {((inputs?: Apikey_Create_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Create_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_create_failed(inputs)
	return en_apikey_create_failed(inputs)
});