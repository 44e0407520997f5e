import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Admin_Failed_Mail_DescriptionInputs */

const en_admin_failed_mail_description = /** @type {(inputs: Admin_Failed_Mail_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mail the server could not deliver for 24 hours and stopped retrying; the newest ${i?.limit}.`)
};

const de_admin_failed_mail_description = /** @type {(inputs: Admin_Failed_Mail_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-Mails, die der Server 24 Stunden lang nicht zustellen konnte und nicht mehr erneut versendet; die neuesten ${i?.limit}.`)
};

/**

* @param {Admin_Failed_Mail_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_failed_mail_description = /** @type {((inputs: Admin_Failed_Mail_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Failed_Mail_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_failed_mail_description(inputs)
	return en_admin_failed_mail_description(inputs)
});