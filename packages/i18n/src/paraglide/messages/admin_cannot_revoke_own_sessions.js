import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cannot_Revoke_Own_SessionsInputs */

const en_admin_cannot_revoke_own_sessions = /** @type {(inputs: Admin_Cannot_Revoke_Own_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out your other sessions on your account page`)
};

const de_admin_cannot_revoke_own_sessions = /** @type {(inputs: Admin_Cannot_Revoke_Own_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie Ihre anderen Sitzungen auf Ihrer Kontoseite ab`)
};

/**

* @param {Admin_Cannot_Revoke_Own_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_cannot_revoke_own_sessions = /** @type {((inputs?: Admin_Cannot_Revoke_Own_SessionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cannot_Revoke_Own_SessionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_cannot_revoke_own_sessions(inputs)
	return en_admin_cannot_revoke_own_sessions(inputs)
});