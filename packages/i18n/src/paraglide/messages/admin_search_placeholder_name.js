import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_Placeholder_NameInputs */

const en_admin_search_placeholder_name = /** @type {(inputs: Admin_Search_Placeholder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search name...`)
};

const de_admin_search_placeholder_name = /** @type {(inputs: Admin_Search_Placeholder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name suchen...`)
};

/**

* @param {Admin_Search_Placeholder_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_search_placeholder_name = /** @type {((inputs?: Admin_Search_Placeholder_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_Placeholder_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_search_placeholder_name(inputs)
	return en_admin_search_placeholder_name(inputs)
});