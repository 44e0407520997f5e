import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_New_Sign_In_ActionInputs */

const en_mail_new_sign_in_action = /** @type {(inputs: Mail_New_Sign_In_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your sessions`)
};

const de_mail_new_sign_in_action = /** @type {(inputs: Mail_New_Sign_In_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzungen prüfen`)
};

/**

* @param {Mail_New_Sign_In_ActionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_action = /** @type {((inputs?: Mail_New_Sign_In_ActionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_Sign_In_ActionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_new_sign_in_action(inputs)
	return en_mail_new_sign_in_action(inputs)
});