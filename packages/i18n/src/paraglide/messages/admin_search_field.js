import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_FieldInputs */

const en_admin_search_field = /** @type {(inputs: Admin_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search field`)
};

const de_admin_search_field = /** @type {(inputs: Admin_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchfeld`)
};

/**

* @param {Admin_Search_FieldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_search_field = /** @type {((inputs?: Admin_Search_FieldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_FieldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_search_field(inputs)
	return en_admin_search_field(inputs)
});