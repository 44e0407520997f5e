import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Protocol_OidcInputs */

const en_sso_protocol_oidc = /** @type {(inputs: Sso_Protocol_OidcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OpenID Connect`)
};

const de_sso_protocol_oidc = /** @type {(inputs: Sso_Protocol_OidcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OpenID Connect`)
};

/**

* @param {Sso_Protocol_OidcInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_protocol_oidc = /** @type {((inputs?: Sso_Protocol_OidcInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Protocol_OidcInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_protocol_oidc(inputs)
	return en_sso_protocol_oidc(inputs)
});