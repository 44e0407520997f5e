import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Providers_DescriptionInputs */

const en_sso_providers_description = /** @type {(inputs: Sso_Providers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People with an address at a verified domain sign in through their organization's provider and join it.`)
};

const de_sso_providers_description = /** @type {(inputs: Sso_Providers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen mit einer Adresse unter einer bestätigten Domain melden sich über den Anbieter ihrer Organisation an und treten ihr bei.`)
};

/**

* @param {Sso_Providers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_providers_description = /** @type {((inputs?: Sso_Providers_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Providers_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_providers_description(inputs)
	return en_sso_providers_description(inputs)
});