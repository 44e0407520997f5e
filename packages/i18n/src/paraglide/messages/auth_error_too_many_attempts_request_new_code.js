import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Too_Many_Attempts_Request_New_CodeInputs */

const en_auth_error_too_many_attempts_request_new_code = /** @type {(inputs: Auth_Error_Too_Many_Attempts_Request_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please request a new code.`)
};

const de_auth_error_too_many_attempts_request_new_code = /** @type {(inputs: Auth_Error_Too_Many_Attempts_Request_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Bitte fordern Sie einen neuen Code an.`)
};

/**

* @param {Auth_Error_Too_Many_Attempts_Request_New_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_too_many_attempts_request_new_code = /** @type {((inputs?: Auth_Error_Too_Many_Attempts_Request_New_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Too_Many_Attempts_Request_New_CodeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_too_many_attempts_request_new_code(inputs)
	return en_auth_error_too_many_attempts_request_new_code(inputs)
});