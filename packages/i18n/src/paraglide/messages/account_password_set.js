import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_SetInputs */

const en_account_password_set = /** @type {(inputs: Account_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a password`)
};

const de_account_password_set = /** @type {(inputs: Account_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festlegen`)
};

/**

* @param {Account_Password_SetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_password_set = /** @type {((inputs?: Account_Password_SetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_SetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_password_set(inputs)
	return en_account_password_set(inputs)
});