import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Email_DescriptionInputs */

const en_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You sign in with ${i?.email}. A new address takes effect once you open the link we send to it.`)
};

const de_account_email_description = /** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie melden sich mit ${i?.email} an. Eine neue Adresse gilt, sobald Sie den Link öffnen, den wir an diese Adresse senden.`)
};

/**

* @param {Account_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_email_description = /** @type {((inputs: Account_Email_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_email_description(inputs)
	return en_account_email_description(inputs)
});