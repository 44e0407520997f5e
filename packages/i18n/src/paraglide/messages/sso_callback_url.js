import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Callback_UrlInputs */

const en_sso_callback_url = /** @type {(inputs: Sso_Callback_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Callback URL (Redirect URI)`)
};

const de_sso_callback_url = /** @type {(inputs: Sso_Callback_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Callback-URL (Umleitungs-URI)`)
};

/**

* @param {Sso_Callback_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_callback_url = /** @type {((inputs?: Sso_Callback_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Callback_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_callback_url(inputs)
	return en_sso_callback_url(inputs)
});