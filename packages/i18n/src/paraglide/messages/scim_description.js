import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_DescriptionInputs */

const en_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your directory (Entra ID, Okta) creates, updates and removes members over SCIM 2.0 with a token of this organization.`)
};

const de_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Verzeichnis (Entra ID, Okta) legt Mitglieder über SCIM 2.0 mit einem Token dieser Organisation an, ändert und entfernt sie.`)
};

/**

* @param {Scim_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_description = /** @type {((inputs?: Scim_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_description(inputs)
	return en_scim_description(inputs)
});