import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Auth_CancelledInputs */

const en_auth_error_auth_cancelled = /** @type {(inputs: Auth_Error_Auth_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auth cancelled`)
};

const de_auth_error_auth_cancelled = /** @type {(inputs: Auth_Error_Auth_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung abgebrochen`)
};

/**

* @param {Auth_Error_Auth_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_auth_cancelled = /** @type {((inputs?: Auth_Error_Auth_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Auth_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_auth_cancelled(inputs)
	return en_auth_error_auth_cancelled(inputs)
});