import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Base_UrlInputs */

const en_scim_base_url = /** @type {(inputs: Scim_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM base URL`)
};

const de_scim_base_url = /** @type {(inputs: Scim_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Basis-URL`)
};

/**

* @param {Scim_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_base_url = /** @type {((inputs?: Scim_Base_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Base_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_base_url(inputs)
	return en_scim_base_url(inputs)
});