import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Linked_Account_Already_ExistsInputs */

const en_auth_error_linked_account_already_exists = /** @type {(inputs: Auth_Error_Linked_Account_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linked account already exists`)
};

const de_auth_error_linked_account_already_exists = /** @type {(inputs: Auth_Error_Linked_Account_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das verknüpfte Konto existiert bereits`)
};

/**

* @param {Auth_Error_Linked_Account_Already_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_linked_account_already_exists = /** @type {((inputs?: Auth_Error_Linked_Account_Already_ExistsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Linked_Account_Already_ExistsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_linked_account_already_exists(inputs)
	return en_auth_error_linked_account_already_exists(inputs)
});