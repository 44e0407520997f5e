import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Documents_Per_MonthInputs */

const en_dashboard_documents_per_month = /** @type {(inputs: Dashboard_Documents_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents per month`)
};

const de_dashboard_documents_per_month = /** @type {(inputs: Dashboard_Documents_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dokumente pro Monat`)
};

/**

* @param {Dashboard_Documents_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_documents_per_month = /** @type {((inputs?: Dashboard_Documents_Per_MonthInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Documents_Per_MonthInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_documents_per_month(inputs)
	return en_dashboard_documents_per_month(inputs)
});