import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Social_Account_Already_LinkedInputs */

const en_auth_error_social_account_already_linked = /** @type {(inputs: Auth_Error_Social_Account_Already_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social account already linked`)
};

const de_auth_error_social_account_already_linked = /** @type {(inputs: Auth_Error_Social_Account_Already_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto eines externen Anbieters ist bereits verknüpft`)
};

/**

* @param {Auth_Error_Social_Account_Already_LinkedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_social_account_already_linked = /** @type {((inputs?: Auth_Error_Social_Account_Already_LinkedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Social_Account_Already_LinkedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_social_account_already_linked(inputs)
	return en_auth_error_social_account_already_linked(inputs)
});