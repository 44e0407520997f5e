import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sections: NonNullable<unknown> }} Gewa_Pdf_MissingInputs */

const en_gewa_pdf_missing = /** @type {(inputs: Gewa_Pdf_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The PDF is available once the document is complete. Still missing: ${i?.sections}.`)
};

const de_gewa_pdf_missing = /** @type {(inputs: Gewa_Pdf_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das PDF gibt es, sobald das Dokument vollständig ist. Es fehlen noch: ${i?.sections}.`)
};

/**

* @param {Gewa_Pdf_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_pdf_missing = /** @type {((inputs: Gewa_Pdf_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Pdf_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_pdf_missing(inputs)
	return en_gewa_pdf_missing(inputs)
});