import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Danger_Data_DownloadedInputs */

const en_danger_data_downloaded = /** @type {(inputs: Danger_Data_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data was downloaded`)
};

const de_danger_data_downloaded = /** @type {(inputs: Danger_Data_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten wurden heruntergeladen`)
};

/**

* @param {Danger_Data_DownloadedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_data_downloaded = /** @type {((inputs?: Danger_Data_DownloadedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Danger_Data_DownloadedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_danger_data_downloaded(inputs)
	return en_danger_data_downloaded(inputs)
});