import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Banned_UserInputs */

const en_auth_error_banned_user = /** @type {(inputs: Auth_Error_Banned_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been banned from this application`)
};

const de_auth_error_banned_user = /** @type {(inputs: Auth_Error_Banned_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto wurde für diese Anwendung gesperrt`)
};

/**

* @param {Auth_Error_Banned_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_banned_user = /** @type {((inputs?: Auth_Error_Banned_UserInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Banned_UserInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_banned_user(inputs)
	return en_auth_error_banned_user(inputs)
});