import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Impersonate_TitleInputs */

const en_admin_impersonate_title = /** @type {(inputs: Admin_Impersonate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impersonate ${i?.name}?`)
};

const de_admin_impersonate_title = /** @type {(inputs: Admin_Impersonate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Als ${i?.name} anmelden?`)
};

/**

* @param {Admin_Impersonate_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_impersonate_title = /** @type {((inputs: Admin_Impersonate_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonate_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_impersonate_title(inputs)
	return en_admin_impersonate_title(inputs)
});