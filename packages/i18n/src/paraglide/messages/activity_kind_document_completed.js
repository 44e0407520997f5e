import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Kind_Document_CompletedInputs */

const en_activity_kind_document_completed = /** @type {(inputs: Activity_Kind_Document_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document completed`)
};

const de_activity_kind_document_completed = /** @type {(inputs: Activity_Kind_Document_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dokument abgeschlossen`)
};

/**

* @param {Activity_Kind_Document_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_document_completed = /** @type {((inputs?: Activity_Kind_Document_CompletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Kind_Document_CompletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_kind_document_completed(inputs)
	return en_activity_kind_document_completed(inputs)
});