import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Mail_New_Sign_In_PreviewInputs */

const en_mail_new_sign_in_preview = /** @type {(inputs: Mail_New_Sign_In_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account was signed in on a new device at ${i?.time}`)
};

const de_mail_new_sign_in_preview = /** @type {(inputs: Mail_New_Sign_In_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Anmeldung bei Ihrem Konto auf einem neuen Gerät am ${i?.time}`)
};

/**

* @param {Mail_New_Sign_In_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_preview = /** @type {((inputs: Mail_New_Sign_In_PreviewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_Sign_In_PreviewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_new_sign_in_preview(inputs)
	return en_mail_new_sign_in_preview(inputs)
});