import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Reset_Password_FootnoteInputs */

const en_mail_reset_password_footnote = /** @type {(inputs: Mail_Reset_Password_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link is valid for ${i?.minutes} minutes and works once. If you did not ask for it, you can ignore this email: your password stays as it is.`)
};

const de_mail_reset_password_footnote = /** @type {(inputs: Mail_Reset_Password_FootnoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Link ist ${i?.minutes} Minuten gültig und funktioniert nur einmal. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.`)
};

/**

* @param {Mail_Reset_Password_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_reset_password_footnote = /** @type {((inputs: Mail_Reset_Password_FootnoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_Password_FootnoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_reset_password_footnote(inputs)
	return en_mail_reset_password_footnote(inputs)
});