import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Gewa_Document_IdInputs */

const en_gewa_document_id = /** @type {(inputs: Gewa_Document_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document ID: ${i?.id}`)
};

const de_gewa_document_id = /** @type {(inputs: Gewa_Document_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dokument-ID: ${i?.id}`)
};

/**

* @param {Gewa_Document_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_document_id = /** @type {((inputs: Gewa_Document_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Document_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_document_id(inputs)
	return en_gewa_document_id(inputs)
});