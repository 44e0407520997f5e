import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_Change_FailedInputs */

const en_account_email_change_failed = /** @type {(inputs: Account_Email_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not change the email address`)
};

const de_account_email_change_failed = /** @type {(inputs: Account_Email_Change_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse konnte nicht geändert werden`)
};

/**

* @param {Account_Email_Change_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_email_change_failed = /** @type {((inputs?: Account_Email_Change_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Change_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_email_change_failed(inputs)
	return en_account_email_change_failed(inputs)
});