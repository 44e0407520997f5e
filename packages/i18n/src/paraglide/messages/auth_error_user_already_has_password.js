import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_User_Already_Has_PasswordInputs */

const en_auth_error_user_already_has_password = /** @type {(inputs: Auth_Error_User_Already_Has_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already has a password. Provide that to delete the account.`)
};

const de_auth_error_user_already_has_password = /** @type {(inputs: Auth_Error_User_Already_Has_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dieses Konto ist ein Passwort festgelegt. Geben Sie es ein, um das Konto zu löschen.`)
};

/**

* @param {Auth_Error_User_Already_Has_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_already_has_password = /** @type {((inputs?: Auth_Error_User_Already_Has_PasswordInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_User_Already_Has_PasswordInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_user_already_has_password(inputs)
	return en_auth_error_user_already_has_password(inputs)
});