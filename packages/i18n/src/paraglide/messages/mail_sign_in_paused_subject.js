import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sign_In_Paused_SubjectInputs */

const en_mail_sign_in_paused_subject = /** @type {(inputs: Mail_Sign_In_Paused_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in to your account is paused`)
};

const de_mail_sign_in_paused_subject = /** @type {(inputs: Mail_Sign_In_Paused_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung bei Ihrem Konto ist vorübergehend gesperrt`)
};

/**

* @param {Mail_Sign_In_Paused_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_subject = /** @type {((inputs?: Mail_Sign_In_Paused_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_Paused_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_sign_in_paused_subject(inputs)
	return en_mail_sign_in_paused_subject(inputs)
});