import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_User_Already_Exists_Use_Another_EmailInputs */

const en_auth_error_user_already_exists_use_another_email = /** @type {(inputs: Auth_Error_User_Already_Exists_Use_Another_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already exists. Use another email.`)
};

const de_auth_error_user_already_exists_use_another_email = /** @type {(inputs: Auth_Error_User_Already_Exists_Use_Another_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Verwenden Sie eine andere E-Mail-Adresse.`)
};

/**

* @param {Auth_Error_User_Already_Exists_Use_Another_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_already_exists_use_another_email = /** @type {((inputs?: Auth_Error_User_Already_Exists_Use_Another_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_User_Already_Exists_Use_Another_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_user_already_exists_use_another_email(inputs)
	return en_auth_error_user_already_exists_use_another_email(inputs)
});