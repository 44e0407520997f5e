import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Sign_In_FailedInputs */

const en_sso_sign_in_failed = /** @type {(inputs: Sso_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on could not start.`)
};

const de_sso_sign_in_failed = /** @type {(inputs: Sso_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Single Sign-on konnte nicht gestartet werden.`)
};

/**

* @param {Sso_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_sign_in_failed = /** @type {((inputs?: Sso_Sign_In_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Sign_In_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_sign_in_failed(inputs)
	return en_sso_sign_in_failed(inputs)
});