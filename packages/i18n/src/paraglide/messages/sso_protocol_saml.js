import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Protocol_SamlInputs */

const en_sso_protocol_saml = /** @type {(inputs: Sso_Protocol_SamlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SAML 2.0`)
};

const de_sso_protocol_saml = /** @type {(inputs: Sso_Protocol_SamlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SAML 2.0`)
};

/**

* @param {Sso_Protocol_SamlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_protocol_saml = /** @type {((inputs?: Sso_Protocol_SamlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Protocol_SamlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_protocol_saml(inputs)
	return en_sso_protocol_saml(inputs)
});