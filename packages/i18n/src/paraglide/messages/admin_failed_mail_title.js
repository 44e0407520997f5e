import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Failed_Mail_TitleInputs */

const en_admin_failed_mail_title = /** @type {(inputs: Admin_Failed_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed mail`)
};

const de_admin_failed_mail_title = /** @type {(inputs: Admin_Failed_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugestellte E-Mails`)
};

/**

* @param {Admin_Failed_Mail_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_failed_mail_title = /** @type {((inputs?: Admin_Failed_Mail_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Failed_Mail_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_failed_mail_title(inputs)
	return en_admin_failed_mail_title(inputs)
});