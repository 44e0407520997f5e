import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Error_Outside_DomainInputs */

const en_sso_error_outside_domain = /** @type {(inputs: Sso_Error_Outside_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your identity provider answered with an address outside your organization's domain.`)
};

const de_sso_error_outside_domain = /** @type {(inputs: Sso_Error_Outside_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Identitätsanbieter hat eine Adresse außerhalb der Domain Ihrer Organisation gemeldet.`)
};

/**

* @param {Sso_Error_Outside_DomainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_error_outside_domain = /** @type {((inputs?: Sso_Error_Outside_DomainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Error_Outside_DomainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_error_outside_domain(inputs)
	return en_sso_error_outside_domain(inputs)
});