import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Failed_Mail_EmptyInputs */

const en_admin_failed_mail_empty = /** @type {(inputs: Admin_Failed_Mail_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No failed mail: everything queued was delivered or is still being retried.`)
};

const de_admin_failed_mail_empty = /** @type {(inputs: Admin_Failed_Mail_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine nicht zugestellten E-Mails: Alle E-Mails wurden zugestellt oder werden noch erneut versendet.`)
};

/**

* @param {Admin_Failed_Mail_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_failed_mail_empty = /** @type {((inputs?: Admin_Failed_Mail_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Failed_Mail_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_failed_mail_empty(inputs)
	return en_admin_failed_mail_empty(inputs)
});