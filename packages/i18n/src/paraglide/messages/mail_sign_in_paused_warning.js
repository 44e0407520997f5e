import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sign_In_Paused_WarningInputs */

const en_mail_sign_in_paused_warning = /** @type {(inputs: Mail_Sign_In_Paused_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, someone knows your password: change it as soon as you can sign in again.`)
};

const de_mail_sign_in_paused_warning = /** @type {(inputs: Mail_Sign_In_Paused_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, kennt jemand Ihr Passwort: Ändern Sie es, sobald Sie sich wieder anmelden können.`)
};

/**

* @param {Mail_Sign_In_Paused_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_warning = /** @type {((inputs?: Mail_Sign_In_Paused_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_Paused_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_sign_in_paused_warning(inputs)
	return en_mail_sign_in_paused_warning(inputs)
});