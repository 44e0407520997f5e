import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_No_ProvidersInputs */

const en_sso_no_providers = /** @type {(inputs: Sso_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No identity provider yet.`)
};

const de_sso_no_providers = /** @type {(inputs: Sso_No_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Identitätsanbieter.`)
};

/**

* @param {Sso_No_ProvidersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_no_providers = /** @type {((inputs?: Sso_No_ProvidersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_No_ProvidersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_no_providers(inputs)
	return en_sso_no_providers(inputs)
});