import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Use_AppInputs */

const en_auth_use_app = /** @type {(inputs: Auth_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the authenticator app`)
};

const de_auth_use_app = /** @type {(inputs: Auth_Use_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator-App verwenden`)
};

/**

* @param {Auth_Use_AppInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_use_app = /** @type {((inputs?: Auth_Use_AppInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Use_AppInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_use_app(inputs)
	return en_auth_use_app(inputs)
});