import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domain_InvalidInputs */

const en_sso_domain_invalid = /** @type {(inputs: Sso_Domain_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter one domain, like example.com.`)
};

const de_sso_domain_invalid = /** @type {(inputs: Sso_Domain_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine Domain ein, z. B. example.com.`)
};

/**

* @param {Sso_Domain_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_domain_invalid = /** @type {((inputs?: Sso_Domain_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domain_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_domain_invalid(inputs)
	return en_sso_domain_invalid(inputs)
});