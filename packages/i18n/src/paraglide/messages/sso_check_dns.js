import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Check_DnsInputs */

const en_sso_check_dns = /** @type {(inputs: Sso_Check_DnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check DNS record`)
};

const de_sso_check_dns = /** @type {(inputs: Sso_Check_DnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DNS-Eintrag prüfen`)
};

/**

* @param {Sso_Check_DnsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_check_dns = /** @type {((inputs?: Sso_Check_DnsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Check_DnsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_check_dns(inputs)
	return en_sso_check_dns(inputs)
});