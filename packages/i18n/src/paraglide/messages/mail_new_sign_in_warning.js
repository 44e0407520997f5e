import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_New_Sign_In_WarningInputs */

const en_mail_new_sign_in_warning = /** @type {(inputs: Mail_New_Sign_In_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, change your password and sign out the sessions you do not know on your account page.`)
};

const de_mail_new_sign_in_warning = /** @type {(inputs: Mail_New_Sign_In_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, ändern Sie Ihr Passwort und melden Sie auf Ihrer Kontoseite die Sitzungen ab, die Sie nicht kennen.`)
};

/**

* @param {Mail_New_Sign_In_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_warning = /** @type {((inputs?: Mail_New_Sign_In_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_Sign_In_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_new_sign_in_warning(inputs)
	return en_mail_new_sign_in_warning(inputs)
});