import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_To_DocumentInputs */

const en_gewa_to_document = /** @type {(inputs: Gewa_To_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to document`)
};

const de_gewa_to_document = /** @type {(inputs: Gewa_To_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dokument`)
};

/**

* @param {Gewa_To_DocumentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_to_document = /** @type {((inputs?: Gewa_To_DocumentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_To_DocumentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_to_document(inputs)
	return en_gewa_to_document(inputs)
});