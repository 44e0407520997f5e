import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Mail_Sign_In_Paused_BodyInputs */

const en_mail_sign_in_paused_body = /** @type {(inputs: Mail_Sign_In_Paused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone entered your password correctly and then too many wrong two-factor codes, so sign-in to your account is paused until ${i?.until}.`)
};

const de_mail_sign_in_paused_body = /** @type {(inputs: Mail_Sign_In_Paused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand hat Ihr Passwort richtig eingegeben und danach zu viele falsche Codes für die Zwei-Faktor-Authentifizierung. Deshalb ist die Anmeldung bei Ihrem Konto bis ${i?.until} gesperrt.`)
};

/**

* @param {Mail_Sign_In_Paused_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_body = /** @type {((inputs: Mail_Sign_In_Paused_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_Paused_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_sign_in_paused_body(inputs)
	return en_mail_sign_in_paused_body(inputs)
});