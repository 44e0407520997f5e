import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Make_UserInputs */

const en_admin_make_user = /** @type {(inputs: Admin_Make_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make user`)
};

const de_admin_make_user = /** @type {(inputs: Admin_Make_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Benutzer machen`)
};

/**

* @param {Admin_Make_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_make_user = /** @type {((inputs?: Admin_Make_UserInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Make_UserInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_make_user(inputs)
	return en_admin_make_user(inputs)
});