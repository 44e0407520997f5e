import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_Api_KeyInputs */

const en_auth_error_invalid_api_key = /** @type {(inputs: Auth_Error_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid API key.`)
};

const de_auth_error_invalid_api_key = /** @type {(inputs: Auth_Error_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger API-Schlüssel.`)
};

/**

* @param {Auth_Error_Invalid_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_api_key = /** @type {((inputs?: Auth_Error_Invalid_Api_KeyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_Api_KeyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_invalid_api_key(inputs)
	return en_auth_error_invalid_api_key(inputs)
});