import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_Failed_MailInputs */

const en_shell_nav_failed_mail = /** @type {(inputs: Shell_Nav_Failed_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed mail`)
};

const de_shell_nav_failed_mail = /** @type {(inputs: Shell_Nav_Failed_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugestellte E-Mails`)
};

/**

* @param {Shell_Nav_Failed_MailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_nav_failed_mail = /** @type {((inputs?: Shell_Nav_Failed_MailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Failed_MailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_nav_failed_mail(inputs)
	return en_shell_nav_failed_mail(inputs)
});