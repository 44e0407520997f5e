import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Error_GenericInputs */

const en_sso_error_generic = /** @type {(inputs: Sso_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on did not complete. Please try again.`)
};

const de_sso_error_generic = /** @type {(inputs: Sso_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Single Sign-on wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.`)
};

/**

* @param {Sso_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_error_generic = /** @type {((inputs?: Sso_Error_GenericInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Error_GenericInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_error_generic(inputs)
	return en_sso_error_generic(inputs)
});