import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Up_SuccessInputs */

const en_auth_sign_up_success = /** @type {(inputs: Auth_Sign_Up_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up successful`)
};

const de_auth_sign_up_success = /** @type {(inputs: Auth_Sign_Up_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfolgreich registriert`)
};

/**

* @param {Auth_Sign_Up_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_success = /** @type {((inputs?: Auth_Sign_Up_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Up_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_sign_up_success(inputs)
	return en_auth_sign_up_success(inputs)
});