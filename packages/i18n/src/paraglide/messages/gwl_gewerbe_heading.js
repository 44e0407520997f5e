import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Gewerbe_HeadingInputs */

const en_gwl_gewerbe_heading = /** @type {(inputs: Gwl_Gewerbe_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gewerbe and its history`)
};

const de_gwl_gewerbe_heading = /** @type {(inputs: Gwl_Gewerbe_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Gewerbe und sein Verlauf`)
};

/**

* @param {Gwl_Gewerbe_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_gewerbe_heading = /** @type {((inputs?: Gwl_Gewerbe_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Gewerbe_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_gewerbe_heading(inputs)
	return en_gwl_gewerbe_heading(inputs)
});