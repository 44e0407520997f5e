import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Mail_Send_FailedInputs */

const en_account_mail_send_failed = /** @type {(inputs: Account_Mail_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send the mail`)
};

const de_account_mail_send_failed = /** @type {(inputs: Account_Mail_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail konnte nicht gesendet werden`)
};

/**

* @param {Account_Mail_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_mail_send_failed = /** @type {((inputs?: Account_Mail_Send_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Send_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_mail_send_failed(inputs)
	return en_account_mail_send_failed(inputs)
});