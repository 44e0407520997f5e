import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Failed_To_Verify_RegistrationInputs */

const en_auth_error_failed_to_verify_registration = /** @type {(inputs: Auth_Error_Failed_To_Verify_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to verify registration`)
};

const de_auth_error_failed_to_verify_registration = /** @type {(inputs: Auth_Error_Failed_To_Verify_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Registrierung des Passkeys konnte nicht bestätigt werden`)
};

/**

* @param {Auth_Error_Failed_To_Verify_RegistrationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_verify_registration = /** @type {((inputs?: Auth_Error_Failed_To_Verify_RegistrationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Failed_To_Verify_RegistrationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_failed_to_verify_registration(inputs)
	return en_auth_error_failed_to_verify_registration(inputs)
});