import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Cross_Site_Navigation_Login_BlockedInputs */

const en_auth_error_cross_site_navigation_login_blocked = /** @type {(inputs: Auth_Error_Cross_Site_Navigation_Login_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-site navigation login blocked. This request appears to be a CSRF attack.`)
};

const de_auth_error_cross_site_navigation_login_blocked = /** @type {(inputs: Auth_Error_Cross_Site_Navigation_Login_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung über eine fremde Website blockiert. Diese Anfrage sieht nach einem CSRF-Angriff aus.`)
};

/**

* @param {Auth_Error_Cross_Site_Navigation_Login_BlockedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_cross_site_navigation_login_blocked = /** @type {((inputs?: Auth_Error_Cross_Site_Navigation_Login_BlockedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Cross_Site_Navigation_Login_BlockedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_cross_site_navigation_login_blocked(inputs)
	return en_auth_error_cross_site_navigation_login_blocked(inputs)
});