import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Being_DeletedInputs */

const en_error_account_being_deleted = /** @type {(inputs: Error_Account_Being_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account is already being deleted.`)
};

const de_error_account_being_deleted = /** @type {(inputs: Error_Account_Being_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto wird bereits gelöscht.`)
};

/**

* @param {Error_Account_Being_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_account_being_deleted = /** @type {((inputs?: Error_Account_Being_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Being_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_account_being_deleted(inputs)
	return en_error_account_being_deleted(inputs)
});