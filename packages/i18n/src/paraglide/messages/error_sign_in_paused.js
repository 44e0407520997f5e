import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Error_Sign_In_PausedInputs */

const en_error_sign_in_paused = /** @type {(inputs: Error_Sign_In_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong codes: sign-in for this account is paused until ${i?.until}. We sent the account's owner an email.`)
};

const de_error_sign_in_paused = /** @type {(inputs: Error_Sign_In_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes: Die Anmeldung bei diesem Konto ist bis ${i?.until} gesperrt. Wir haben dem Inhaber des Kontos eine E-Mail gesendet.`)
};

/**

* @param {Error_Sign_In_PausedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_sign_in_paused = /** @type {((inputs: Error_Sign_In_PausedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Sign_In_PausedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_sign_in_paused(inputs)
	return en_error_sign_in_paused(inputs)
});