import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_Two_Factor_CookieInputs */

const en_auth_error_invalid_two_factor_cookie = /** @type {(inputs: Auth_Error_Invalid_Two_Factor_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid two factor cookie`)
};

const de_auth_error_invalid_two_factor_cookie = /** @type {(inputs: Auth_Error_Invalid_Two_Factor_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung mit Zwei-Faktor-Authentifizierung ist abgelaufen. Bitte melden Sie sich erneut an.`)
};

/**

* @param {Auth_Error_Invalid_Two_Factor_CookieInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_two_factor_cookie = /** @type {((inputs?: Auth_Error_Invalid_Two_Factor_CookieInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_Two_Factor_CookieInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_invalid_two_factor_cookie(inputs)
	return en_auth_error_invalid_two_factor_cookie(inputs)
});