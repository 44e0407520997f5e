import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newEmail: NonNullable<unknown> }} Mail_Email_Changed_PreviewInputs */

const en_mail_email_changed_preview = /** @type {(inputs: Mail_Email_Changed_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account now uses ${i?.newEmail}`)
};

const de_mail_email_changed_preview = /** @type {(inputs: Mail_Email_Changed_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Konto verwendet jetzt ${i?.newEmail}`)
};

/**

* @param {Mail_Email_Changed_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_preview = /** @type {((inputs: Mail_Email_Changed_PreviewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_PreviewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_email_changed_preview(inputs)
	return en_mail_email_changed_preview(inputs)
});