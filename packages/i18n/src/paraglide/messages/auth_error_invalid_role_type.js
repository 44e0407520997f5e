import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_Role_TypeInputs */

const en_auth_error_invalid_role_type = /** @type {(inputs: Auth_Error_Invalid_Role_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid role type`)
};

const de_auth_error_invalid_role_type = /** @type {(inputs: Auth_Error_Invalid_Role_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Rolle`)
};

/**

* @param {Auth_Error_Invalid_Role_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_role_type = /** @type {((inputs?: Auth_Error_Invalid_Role_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_Role_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_invalid_role_type(inputs)
	return en_auth_error_invalid_role_type(inputs)
});