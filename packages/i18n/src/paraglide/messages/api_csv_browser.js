import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Csv_BrowserInputs */

const en_api_csv_browser = /** @type {(inputs: Api_Csv_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser`)
};

const de_api_csv_browser = /** @type {(inputs: Api_Csv_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser`)
};

/**

* @param {Api_Csv_BrowserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const api_csv_browser = /** @type {((inputs?: Api_Csv_BrowserInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Csv_BrowserInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_api_csv_browser(inputs)
	return en_api_csv_browser(inputs)
});