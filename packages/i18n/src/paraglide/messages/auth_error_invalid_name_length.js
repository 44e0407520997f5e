import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_Name_LengthInputs */

const en_auth_error_invalid_name_length = /** @type {(inputs: Auth_Error_Invalid_Name_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name length is either too large or too small.`)
};

const de_auth_error_invalid_name_length = /** @type {(inputs: Auth_Error_Invalid_Name_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name ist zu lang oder zu kurz.`)
};

/**

* @param {Auth_Error_Invalid_Name_LengthInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_name_length = /** @type {((inputs?: Auth_Error_Invalid_Name_LengthInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_Name_LengthInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_invalid_name_length(inputs)
	return en_auth_error_invalid_name_length(inputs)
});