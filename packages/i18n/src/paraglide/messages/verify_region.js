import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_RegionInputs */

const en_verify_region = /** @type {(inputs: Verify_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email verification`)
};

const de_verify_region = /** @type {(inputs: Verify_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Bestätigung`)
};

/**

* @param {Verify_RegionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const verify_region = /** @type {((inputs?: Verify_RegionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RegionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_verify_region(inputs)
	return en_verify_region(inputs)
});