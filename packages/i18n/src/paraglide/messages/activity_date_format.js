import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Date_FormatInputs */

const en_activity_date_format = /** @type {(inputs: Activity_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates are written YYYY-MM-DD`)
};

const de_activity_date_format = /** @type {(inputs: Activity_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datumsangaben werden im Format JJJJ-MM-TT geschrieben`)
};

/**

* @param {Activity_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_date_format = /** @type {((inputs?: Activity_Date_FormatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Date_FormatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_date_format(inputs)
	return en_activity_date_format(inputs)
});