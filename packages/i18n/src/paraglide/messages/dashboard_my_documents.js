import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_My_DocumentsInputs */

const en_dashboard_my_documents = /** @type {(inputs: Dashboard_My_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My documents`)
};

const de_dashboard_my_documents = /** @type {(inputs: Dashboard_My_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Dokumente`)
};

/**

* @param {Dashboard_My_DocumentsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_my_documents = /** @type {((inputs?: Dashboard_My_DocumentsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_My_DocumentsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_my_documents(inputs)
	return en_dashboard_my_documents(inputs)
});