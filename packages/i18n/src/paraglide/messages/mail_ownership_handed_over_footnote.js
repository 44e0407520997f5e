import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ownership_Handed_Over_FootnoteInputs */

const en_mail_ownership_handed_over_footnote = /** @type {(inputs: Mail_Ownership_Handed_Over_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not do this, change your password and contact the new owner.`)
};

const de_mail_ownership_handed_over_footnote = /** @type {(inputs: Mail_Ownership_Handed_Over_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, ändern Sie Ihr Passwort und wenden Sie sich an den neuen Inhaber.`)
};

/**

* @param {Mail_Ownership_Handed_Over_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_footnote = /** @type {((inputs?: Mail_Ownership_Handed_Over_FootnoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ownership_Handed_Over_FootnoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_ownership_handed_over_footnote(inputs)
	return en_mail_ownership_handed_over_footnote(inputs)
});