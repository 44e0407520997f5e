import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown> }} Gewa_Edit_SectionInputs */

const en_gewa_edit_section = /** @type {(inputs: Gewa_Edit_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.section}`)
};

const de_gewa_edit_section = /** @type {(inputs: Gewa_Edit_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} bearbeiten`)
};

/**

* @param {Gewa_Edit_SectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_edit_section = /** @type {((inputs: Gewa_Edit_SectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Edit_SectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_edit_section(inputs)
	return en_gewa_edit_section(inputs)
});