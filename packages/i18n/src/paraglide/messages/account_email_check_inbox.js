import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Email_Check_InboxInputs */

const en_account_email_check_inbox = /** @type {(inputs: Account_Email_Check_InboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.email} and open the link to confirm the change.`)
};

const de_account_email_check_inbox = /** @type {(inputs: Account_Email_Check_InboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Öffnen Sie den Link, den wir an ${i?.email} gesendet haben, um die Änderung zu bestätigen.`)
};

/**

* @param {Account_Email_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_email_check_inbox = /** @type {((inputs: Account_Email_Check_InboxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Check_InboxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_email_check_inbox(inputs)
	return en_account_email_check_inbox(inputs)
});