import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Email_Invalid_WebInputs */

const en_sso_email_invalid_web = /** @type {(inputs: Sso_Email_Invalid_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
};

const de_sso_email_invalid_web = /** @type {(inputs: Sso_Email_Invalid_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine gültige E-Mail-Adresse ein.`)
};

/**

* @param {Sso_Email_Invalid_WebInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_email_invalid_web = /** @type {((inputs?: Sso_Email_Invalid_WebInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Email_Invalid_WebInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_email_invalid_web(inputs)
	return en_sso_email_invalid_web(inputs)
});