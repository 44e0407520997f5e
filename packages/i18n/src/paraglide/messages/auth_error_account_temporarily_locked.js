import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Account_Temporarily_LockedInputs */

const en_auth_error_account_temporarily_locked = /** @type {(inputs: Auth_Error_Account_Temporarily_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many failed verification attempts. Your account is temporarily locked. Please try again later.`)
};

const de_auth_error_account_temporarily_locked = /** @type {(inputs: Auth_Error_Account_Temporarily_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele fehlgeschlagene Bestätigungsversuche. Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später erneut.`)
};

/**

* @param {Auth_Error_Account_Temporarily_LockedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_account_temporarily_locked = /** @type {((inputs?: Auth_Error_Account_Temporarily_LockedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Account_Temporarily_LockedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_account_temporarily_locked(inputs)
	return en_auth_error_account_temporarily_locked(inputs)
});