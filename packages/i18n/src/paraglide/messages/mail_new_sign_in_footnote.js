import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_New_Sign_In_FootnoteInputs */

const en_mail_new_sign_in_footnote = /** @type {(inputs: Mail_New_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this email once per device. If it was you, there is nothing to do.`)
};

const de_mail_new_sign_in_footnote = /** @type {(inputs: Mail_New_Sign_In_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten diese E-Mail einmal pro Gerät. Wenn Sie das waren, müssen Sie nichts tun.`)
};

/**

* @param {Mail_New_Sign_In_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_footnote = /** @type {((inputs?: Mail_New_Sign_In_FootnoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_Sign_In_FootnoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_new_sign_in_footnote(inputs)
	return en_mail_new_sign_in_footnote(inputs)
});