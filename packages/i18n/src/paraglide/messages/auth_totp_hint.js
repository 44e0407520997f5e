import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Totp_HintInputs */

const en_auth_totp_hint = /** @type {(inputs: Auth_Totp_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app.`)
};

const de_auth_totp_hint = /** @type {(inputs: Auth_Totp_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.`)
};

/**

* @param {Auth_Totp_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_totp_hint = /** @type {((inputs?: Auth_Totp_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Totp_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_totp_hint(inputs)
	return en_auth_totp_hint(inputs)
});