import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Admin_Refine_To_See_MoreInputs */

const en_admin_refine_to_see_more = /** @type {(inputs: Admin_Refine_To_See_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the first ${i?.limit} results can be paged through. Refine the search to see the others.`)
};

const de_admin_refine_to_see_more = /** @type {(inputs: Admin_Refine_To_See_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur die ersten ${i?.limit} Ergebnisse lassen sich durchblättern. Verfeinern Sie die Suche, um die übrigen zu sehen.`)
};

/**

* @param {Admin_Refine_To_See_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_refine_to_see_more = /** @type {((inputs: Admin_Refine_To_See_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refine_To_See_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_refine_to_see_more(inputs)
	return en_admin_refine_to_see_more(inputs)
});