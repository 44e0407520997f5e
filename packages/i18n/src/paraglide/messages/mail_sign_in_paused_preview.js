import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Mail_Sign_In_Paused_PreviewInputs */

const en_mail_sign_in_paused_preview = /** @type {(inputs: Mail_Sign_In_Paused_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong codes: sign-in is paused until ${i?.until}`)
};

const de_mail_sign_in_paused_preview = /** @type {(inputs: Mail_Sign_In_Paused_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes: Die Anmeldung ist bis ${i?.until} gesperrt`)
};

/**

* @param {Mail_Sign_In_Paused_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_preview = /** @type {((inputs: Mail_Sign_In_Paused_PreviewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_Paused_PreviewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_sign_in_paused_preview(inputs)
	return en_mail_sign_in_paused_preview(inputs)
});