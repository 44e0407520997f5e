import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sign_In_Paused_FootnoteInputs */

const en_mail_sign_in_paused_footnote = /** @type {(inputs: Mail_Sign_In_Paused_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can sign in again after that time with your password and a code from your authenticator app.`)
};

const de_mail_sign_in_paused_footnote = /** @type {(inputs: Mail_Sign_In_Paused_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danach können Sie sich wieder mit Ihrem Passwort und einem Code aus Ihrer Authenticator-App anmelden.`)
};

/**

* @param {Mail_Sign_In_Paused_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_footnote = /** @type {((inputs?: Mail_Sign_In_Paused_FootnoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_Paused_FootnoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_sign_in_paused_footnote(inputs)
	return en_mail_sign_in_paused_footnote(inputs)
});