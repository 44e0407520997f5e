import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newEmail: NonNullable<unknown> }} Mail_Email_Changed_BodyInputs */

const en_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The email address of your account was changed to ${i?.newEmail}.`)
};

const de_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse Ihres Kontos wurde in ${i?.newEmail} geändert.`)
};

/**

* @param {Mail_Email_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_body = /** @type {((inputs: Mail_Email_Changed_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_email_changed_body(inputs)
	return en_mail_email_changed_body(inputs)
});