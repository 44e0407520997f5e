import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Change_DescriptionInputs */

const en_account_password_change_description = /** @type {(inputs: Account_Password_Change_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing your password signs you out everywhere else.`)
};

const de_account_password_change_description = /** @type {(inputs: Account_Password_Change_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie Ihr Passwort ändern, werden Sie überall sonst abgemeldet.`)
};

/**

* @param {Account_Password_Change_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_password_change_description = /** @type {((inputs?: Account_Password_Change_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Change_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_password_change_description(inputs)
	return en_account_password_change_description(inputs)
});