import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Health_Api_StatusInputs */

const en_health_api_status = /** @type {(inputs: Health_Api_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Status`)
};

const de_health_api_status = /** @type {(inputs: Health_Api_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Status`)
};

/**

* @param {Health_Api_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const health_api_status = /** @type {((inputs?: Health_Api_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Health_Api_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_health_api_status(inputs)
	return en_health_api_status(inputs)
});