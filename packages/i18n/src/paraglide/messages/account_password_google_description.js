import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Google_DescriptionInputs */

const en_account_password_google_description = /** @type {(inputs: Account_Password_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You sign in with Google. Set a password to sign in with your email address too: we send you a link.`)
};

const de_account_password_google_description = /** @type {(inputs: Account_Password_Google_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie melden sich mit Google an. Legen Sie ein Passwort fest, um sich auch mit Ihrer E-Mail-Adresse anzumelden: Wir senden Ihnen dazu einen Link.`)
};

/**

* @param {Account_Password_Google_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_password_google_description = /** @type {((inputs?: Account_Password_Google_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Google_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_password_google_description(inputs)
	return en_account_password_google_description(inputs)
});