import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Detail_GewerbeInputs */

const en_gwl_detail_gewerbe = /** @type {(inputs: Gwl_Detail_GewerbeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbe:`)
};

const de_gwl_detail_gewerbe = /** @type {(inputs: Gwl_Detail_GewerbeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbe:`)
};

/**

* @param {Gwl_Detail_GewerbeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_detail_gewerbe = /** @type {((inputs?: Gwl_Detail_GewerbeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Detail_GewerbeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_detail_gewerbe(inputs)
	return en_gwl_detail_gewerbe(inputs)
});