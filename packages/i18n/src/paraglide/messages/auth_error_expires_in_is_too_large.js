import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Expires_In_Is_Too_LargeInputs */

const en_auth_error_expires_in_is_too_large = /** @type {(inputs: Auth_Error_Expires_In_Is_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The expiresIn is larger than the predefined maximum value.`)
};

const de_auth_error_expires_in_is_too_large = /** @type {(inputs: Auth_Error_Expires_In_Is_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expiresIn ist größer als der vorgegebene Höchstwert.`)
};

/**

* @param {Auth_Error_Expires_In_Is_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_expires_in_is_too_large = /** @type {((inputs?: Auth_Error_Expires_In_Is_Too_LargeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Expires_In_Is_Too_LargeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_expires_in_is_too_large(inputs)
	return en_auth_error_expires_in_is_too_large(inputs)
});