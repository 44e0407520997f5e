import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_DocumentsInputs */

const en_dashboard_no_documents = /** @type {(inputs: Dashboard_No_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no documents here yet. Start with 'Neue Gewerbeanmeldung'.`)
};

const de_dashboard_no_documents = /** @type {(inputs: Dashboard_No_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben hier noch keine Dokumente. Beginnen Sie mit „Neue Gewerbeanmeldung“.`)
};

/**

* @param {Dashboard_No_DocumentsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_documents = /** @type {((inputs?: Dashboard_No_DocumentsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_DocumentsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_no_documents(inputs)
	return en_dashboard_no_documents(inputs)
});