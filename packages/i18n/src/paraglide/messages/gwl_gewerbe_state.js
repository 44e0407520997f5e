import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Gewerbe_StateInputs */

const en_gwl_gewerbe_state = /** @type {(inputs: Gwl_Gewerbe_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State:`)
};

const de_gwl_gewerbe_state = /** @type {(inputs: Gwl_Gewerbe_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand:`)
};

/**

* @param {Gwl_Gewerbe_StateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_gewerbe_state = /** @type {((inputs?: Gwl_Gewerbe_StateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Gewerbe_StateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_gewerbe_state(inputs)
	return en_gwl_gewerbe_state(inputs)
});