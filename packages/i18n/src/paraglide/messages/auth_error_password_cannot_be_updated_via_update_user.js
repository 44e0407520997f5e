import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs */

const en_auth_error_password_cannot_be_updated_via_update_user = /** @type {(inputs: Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password cannot be updated through update-user. Use the set-user-password endpoint instead`)
};

const de_auth_error_password_cannot_be_updated_via_update_user = /** @type {(inputs: Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort kann nicht über update-user geändert werden. Verwenden Sie stattdessen den Endpunkt set-user-password`)
};

/**

* @param {Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_password_cannot_be_updated_via_update_user = /** @type {((inputs?: Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_password_cannot_be_updated_via_update_user(inputs)
	return en_auth_error_password_cannot_be_updated_via_update_user(inputs)
});