import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_With_SsoInputs */

const en_auth_sign_in_with_sso = /** @type {(inputs: Auth_Sign_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with SSO`)
};

const de_auth_sign_in_with_sso = /** @type {(inputs: Auth_Sign_In_With_SsoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit SSO anmelden`)
};

/**

* @param {Auth_Sign_In_With_SsoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_with_sso = /** @type {((inputs?: Auth_Sign_In_With_SsoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_With_SsoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_sign_in_with_sso(inputs)
	return en_auth_sign_in_with_sso(inputs)
});