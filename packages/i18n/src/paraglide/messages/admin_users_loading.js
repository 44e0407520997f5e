import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_LoadingInputs */

const en_admin_users_loading = /** @type {(inputs: Admin_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading users...`)
};

const de_admin_users_loading = /** @type {(inputs: Admin_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer werden geladen...`)
};

/**

* @param {Admin_Users_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_users_loading = /** @type {((inputs?: Admin_Users_LoadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_LoadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_users_loading(inputs)
	return en_admin_users_loading(inputs)
});