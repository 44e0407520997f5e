import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_WarningInputs */

const en_mail_email_changed_warning = /** @type {(inputs: Mail_Email_Changed_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not make this change, reply to this email or contact your administrator at once: someone else may have access to your account.`)
};

const de_mail_email_changed_warning = /** @type {(inputs: Mail_Email_Changed_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie diese Änderung nicht vorgenommen haben, antworten Sie auf diese E-Mail oder wenden Sie sich umgehend an Ihren Administrator: Möglicherweise hat jemand anderes Zugriff auf Ihr Konto.`)
};

/**

* @param {Mail_Email_Changed_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_warning = /** @type {((inputs?: Mail_Email_Changed_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_email_changed_warning(inputs)
	return en_mail_email_changed_warning(inputs)
});