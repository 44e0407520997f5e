import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Session_Not_FreshInputs */

const en_auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session is not fresh`)
};

const de_auth_error_session_not_fresh = /** @type {(inputs: Auth_Error_Session_Not_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung liegt zu lange zurück. Bitte melden Sie sich erneut an.`)
};

/**

* @param {Auth_Error_Session_Not_FreshInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_session_not_fresh = /** @type {((inputs?: Auth_Error_Session_Not_FreshInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Session_Not_FreshInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_session_not_fresh(inputs)
	return en_auth_error_session_not_fresh(inputs)
});