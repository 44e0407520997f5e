import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_Email_BodyInputs */

const en_mail_verify_email_body = /** @type {(inputs: Mail_Verify_Email_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that this is your email address.`)
};

const de_mail_verify_email_body = /** @type {(inputs: Mail_Verify_Email_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.`)
};

/**

* @param {Mail_Verify_Email_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_verify_email_body = /** @type {((inputs?: Mail_Verify_Email_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_Email_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_verify_email_body(inputs)
	return en_mail_verify_email_body(inputs)
});