import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Confirm_BanInputs */

const en_admin_confirm_ban = /** @type {(inputs: Admin_Confirm_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are signed out everywhere at once and cannot sign in until the ban ends or is lifted.`)
};

const de_admin_confirm_ban = /** @type {(inputs: Admin_Confirm_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Benutzer wird sofort überall abgemeldet und kann sich erst wieder anmelden, wenn die Sperre endet oder aufgehoben wird.`)
};

/**

* @param {Admin_Confirm_BanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_ban = /** @type {((inputs?: Admin_Confirm_BanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Confirm_BanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_confirm_ban(inputs)
	return en_admin_confirm_ban(inputs)
});