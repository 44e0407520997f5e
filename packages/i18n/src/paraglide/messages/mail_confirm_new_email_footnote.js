import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Confirm_New_Email_FootnoteInputs */

const en_mail_confirm_new_email_footnote = /** @type {(inputs: Mail_Confirm_New_Email_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link is valid for ${i?.hours} hours. If you did not ask for this change, you can ignore this email.`)
};

const de_mail_confirm_new_email_footnote = /** @type {(inputs: Mail_Confirm_New_Email_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Link ist ${i?.hours} Stunden gültig. Wenn Sie diese Änderung nicht angefordert haben, können Sie diese E-Mail ignorieren.`)
};

/**

* @param {Mail_Confirm_New_Email_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_new_email_footnote = /** @type {((inputs: Mail_Confirm_New_Email_FootnoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_New_Email_FootnoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_confirm_new_email_footnote(inputs)
	return en_mail_confirm_new_email_footnote(inputs)
});