import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Confirm_Revoke_SessionsInputs */

const en_admin_confirm_revoke_sessions = /** @type {(inputs: Admin_Confirm_Revoke_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are signed out on every device at their next request and can sign in again.`)
};

const de_admin_confirm_revoke_sessions = /** @type {(inputs: Admin_Confirm_Revoke_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Benutzer wird bei seiner nächsten Anfrage auf allen Geräten abgemeldet und kann sich danach wieder anmelden.`)
};

/**

* @param {Admin_Confirm_Revoke_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_revoke_sessions = /** @type {((inputs?: Admin_Confirm_Revoke_SessionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Confirm_Revoke_SessionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_confirm_revoke_sessions(inputs)
	return en_admin_confirm_revoke_sessions(inputs)
});