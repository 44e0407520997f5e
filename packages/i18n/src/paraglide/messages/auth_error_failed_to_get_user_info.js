import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Failed_To_Get_User_InfoInputs */

const en_auth_error_failed_to_get_user_info = /** @type {(inputs: Auth_Error_Failed_To_Get_User_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to get user info`)
};

const de_auth_error_failed_to_get_user_info = /** @type {(inputs: Auth_Error_Failed_To_Get_User_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Benutzerdaten konnten nicht abgerufen werden`)
};

/**

* @param {Auth_Error_Failed_To_Get_User_InfoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_get_user_info = /** @type {((inputs?: Auth_Error_Failed_To_Get_User_InfoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Failed_To_Get_User_InfoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_failed_to_get_user_info(inputs)
	return en_auth_error_failed_to_get_user_info(inputs)
});