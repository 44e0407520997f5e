import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_Password_BodyInputs */

const en_mail_reset_password_body = /** @type {(inputs: Mail_Reset_Password_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone (hopefully you) asked to reset the password of your account. Choosing a new password signs out every other session.`)
};

const de_mail_reset_password_body = /** @type {(inputs: Mail_Reset_Password_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Wenn Sie ein neues Passwort wählen, werden alle anderen Sitzungen abgemeldet.`)
};

/**

* @param {Mail_Reset_Password_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_reset_password_body = /** @type {((inputs?: Mail_Reset_Password_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_Password_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_reset_password_body(inputs)
	return en_mail_reset_password_body(inputs)
});