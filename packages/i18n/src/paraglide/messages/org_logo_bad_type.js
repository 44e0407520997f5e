import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_Bad_TypeInputs */

const en_org_logo_bad_type = /** @type {(inputs: Org_Logo_Bad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The logo must be a PNG, JPEG or WebP image`)
};

const de_org_logo_bad_type = /** @type {(inputs: Org_Logo_Bad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein`)
};

/**

* @param {Org_Logo_Bad_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_logo_bad_type = /** @type {((inputs?: Org_Logo_Bad_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_Bad_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_logo_bad_type(inputs)
	return en_org_logo_bad_type(inputs)
});