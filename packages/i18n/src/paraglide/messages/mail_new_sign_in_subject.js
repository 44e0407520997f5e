import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_New_Sign_In_SubjectInputs */

const en_mail_new_sign_in_subject = /** @type {(inputs: Mail_New_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sign-in to your account`)
};

const de_mail_new_sign_in_subject = /** @type {(inputs: Mail_New_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Anmeldung bei Ihrem Konto`)
};

/**

* @param {Mail_New_Sign_In_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_subject = /** @type {((inputs?: Mail_New_Sign_In_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_Sign_In_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_new_sign_in_subject(inputs)
	return en_mail_new_sign_in_subject(inputs)
});