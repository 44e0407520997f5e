import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Language_SaveInputs */

const en_account_language_save = /** @type {(inputs: Account_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save language`)
};

const de_account_language_save = /** @type {(inputs: Account_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache speichern`)
};

/**

* @param {Account_Language_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_language_save = /** @type {((inputs?: Account_Language_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Language_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_language_save(inputs)
	return en_account_language_save(inputs)
});