import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Pdf_Not_CompletedInputs */

const en_gewa_pdf_not_completed = /** @type {(inputs: Gewa_Pdf_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PDF is available once the document is completed (step Zusammenfassung: Complete).`)
};

const de_gewa_pdf_not_completed = /** @type {(inputs: Gewa_Pdf_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das PDF gibt es, sobald das Dokument abgeschlossen ist (Schritt Zusammenfassung: Abschließen).`)
};

/**

* @param {Gewa_Pdf_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_pdf_not_completed = /** @type {((inputs?: Gewa_Pdf_Not_CompletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Pdf_Not_CompletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_pdf_not_completed(inputs)
	return en_gewa_pdf_not_completed(inputs)
});