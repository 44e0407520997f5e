import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newEmail: NonNullable<unknown> }} Mail_Confirm_New_Email_BodyInputs */

const en_mail_confirm_new_email_body = /** @type {(inputs: Mail_Confirm_New_Email_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account's email address will change to ${i?.newEmail} once you confirm it. Until then you keep signing in with your current address.`)
};

const de_mail_confirm_new_email_body = /** @type {(inputs: Mail_Confirm_New_Email_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse Ihres Kontos wird in ${i?.newEmail} geändert, sobald Sie dies bestätigen. Bis dahin melden Sie sich weiter mit Ihrer bisherigen Adresse an.`)
};

/**

* @param {Mail_Confirm_New_Email_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_new_email_body = /** @type {((inputs: Mail_Confirm_New_Email_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_New_Email_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_confirm_new_email_body(inputs)
	return en_mail_confirm_new_email_body(inputs)
});