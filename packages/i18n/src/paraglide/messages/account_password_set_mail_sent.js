import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Password_Set_Mail_SentInputs */

const en_account_password_set_mail_sent = /** @type {(inputs: Account_Password_Set_Mail_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email} to set your password.`)
};

const de_account_password_set_mail_sent = /** @type {(inputs: Account_Password_Set_Mail_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Link an ${i?.email} gesendet, mit dem Sie Ihr Passwort festlegen können.`)
};

/**

* @param {Account_Password_Set_Mail_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_password_set_mail_sent = /** @type {((inputs: Account_Password_Set_Mail_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Set_Mail_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_password_set_mail_sent(inputs)
	return en_account_password_set_mail_sent(inputs)
});