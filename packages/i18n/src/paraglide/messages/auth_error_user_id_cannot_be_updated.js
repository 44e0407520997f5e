import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_User_Id_Cannot_Be_UpdatedInputs */

const en_auth_error_user_id_cannot_be_updated = /** @type {(inputs: Auth_Error_User_Id_Cannot_Be_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User id cannot be updated`)
};

const de_auth_error_user_id_cannot_be_updated = /** @type {(inputs: Auth_Error_User_Id_Cannot_Be_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Benutzer-ID kann nicht geändert werden`)
};

/**

* @param {Auth_Error_User_Id_Cannot_Be_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_id_cannot_be_updated = /** @type {((inputs?: Auth_Error_User_Id_Cannot_Be_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_User_Id_Cannot_Be_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_user_id_cannot_be_updated(inputs)
	return en_auth_error_user_id_cannot_be_updated(inputs)
});