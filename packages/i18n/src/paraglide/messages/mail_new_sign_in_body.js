import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, address: NonNullable<unknown>, device: NonNullable<unknown> }} Mail_New_Sign_In_BodyInputs */

const en_mail_new_sign_in_body = /** @type {(inputs: Mail_New_Sign_In_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account was signed in on a device it had not used before, at ${i?.time}, from ${i?.address}: ${i?.device}.`)
};

const de_mail_new_sign_in_body = /** @type {(inputs: Mail_New_Sign_In_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am ${i?.time} hat sich jemand von ${i?.address} aus auf einem bisher nicht verwendeten Gerät bei Ihrem Konto angemeldet: ${i?.device}.`)
};

/**

* @param {Mail_New_Sign_In_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_body = /** @type {((inputs: Mail_New_Sign_In_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_Sign_In_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_new_sign_in_body(inputs)
	return en_mail_new_sign_in_body(inputs)
});