import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Insufficient_Api_Key_PermissionsInputs */

const en_auth_error_insufficient_api_key_permissions = /** @type {(inputs: Auth_Error_Insufficient_Api_Key_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to perform this action on organization API keys.`)
};

const de_auth_error_insufficient_api_key_permissions = /** @type {(inputs: Auth_Error_Insufficient_Api_Key_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben keine Berechtigung für diese Aktion mit API-Schlüsseln der Organisation.`)
};

/**

* @param {Auth_Error_Insufficient_Api_Key_PermissionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_insufficient_api_key_permissions = /** @type {((inputs?: Auth_Error_Insufficient_Api_Key_PermissionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Insufficient_Api_Key_PermissionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_insufficient_api_key_permissions(inputs)
	return en_auth_error_insufficient_api_key_permissions(inputs)
});