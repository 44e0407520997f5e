import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Slug_ExhaustedInputs */

const en_org_slug_exhausted = /** @type {(inputs: Org_Slug_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to find available slug after multiple attempts. Please try a different name.`)
};

const de_org_slug_exhausted = /** @type {(inputs: Org_Slug_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auch nach mehreren Versuchen wurde keine freie Adresse (Slug) gefunden. Bitte versuchen Sie es mit einem anderen Namen.`)
};

/**

* @param {Org_Slug_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_slug_exhausted = /** @type {((inputs?: Org_Slug_ExhaustedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Slug_ExhaustedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_slug_exhausted(inputs)
	return en_org_slug_exhausted(inputs)
});