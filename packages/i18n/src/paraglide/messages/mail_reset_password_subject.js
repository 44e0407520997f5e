import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_Password_SubjectInputs */

const en_mail_reset_password_subject = /** @type {(inputs: Mail_Reset_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const de_mail_reset_password_subject = /** @type {(inputs: Mail_Reset_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setzen Sie Ihr Passwort zurück`)
};

/**

* @param {Mail_Reset_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_reset_password_subject = /** @type {((inputs?: Mail_Reset_Password_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_Password_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_reset_password_subject(inputs)
	return en_mail_reset_password_subject(inputs)
});