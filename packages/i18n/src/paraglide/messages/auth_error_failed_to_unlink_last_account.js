import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Failed_To_Unlink_Last_AccountInputs */

const en_auth_error_failed_to_unlink_last_account = /** @type {(inputs: Auth_Error_Failed_To_Unlink_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can't unlink your last account`)
};

const de_auth_error_failed_to_unlink_last_account = /** @type {(inputs: Auth_Error_Failed_To_Unlink_Last_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können die letzte Anmeldemethode nicht entfernen`)
};

/**

* @param {Auth_Error_Failed_To_Unlink_Last_AccountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_unlink_last_account = /** @type {((inputs?: Auth_Error_Failed_To_Unlink_Last_AccountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Failed_To_Unlink_Last_AccountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_failed_to_unlink_last_account(inputs)
	return en_auth_error_failed_to_unlink_last_account(inputs)
});