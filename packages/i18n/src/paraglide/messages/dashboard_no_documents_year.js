import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Documents_YearInputs */

const en_dashboard_no_documents_year = /** @type {(inputs: Dashboard_No_Documents_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No documents were created in the last 12 months. Create the first one with 'Neue Gewerbeanmeldung'.`)
};

const de_dashboard_no_documents_year = /** @type {(inputs: Dashboard_No_Documents_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den letzten 12 Monaten wurden keine Dokumente erstellt. Erstellen Sie das erste mit „Neue Gewerbeanmeldung“.`)
};

/**

* @param {Dashboard_No_Documents_YearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_documents_year = /** @type {((inputs?: Dashboard_No_Documents_YearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Documents_YearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_no_documents_year(inputs)
	return en_dashboard_no_documents_year(inputs)
});