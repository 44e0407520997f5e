import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gwl_Fill_In_TitleInputs */

const en_gwl_fill_in_title = /** @type {(inputs: Gwl_Fill_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fill in ${i?.name}`)
};

const de_gwl_fill_in_title = /** @type {(inputs: Gwl_Fill_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ausfüllen`)
};

/**

* @param {Gwl_Fill_In_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_fill_in_title = /** @type {((inputs: Gwl_Fill_In_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Fill_In_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_fill_in_title(inputs)
	return en_gwl_fill_in_title(inputs)
});