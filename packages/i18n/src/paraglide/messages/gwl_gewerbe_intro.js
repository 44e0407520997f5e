import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Gewerbe_IntroInputs */

const en_gwl_gewerbe_intro = /** @type {(inputs: Gwl_Gewerbe_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gewerbeanmeldung and every notice that follows it, oldest first.`)
};

const de_gwl_gewerbe_intro = /** @type {(inputs: Gwl_Gewerbe_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gewerbeanmeldung und alle Meldungen, die ihr folgen, die älteste zuerst.`)
};

/**

* @param {Gwl_Gewerbe_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_gewerbe_intro = /** @type {((inputs?: Gwl_Gewerbe_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Gewerbe_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_gewerbe_intro(inputs)
	return en_gwl_gewerbe_intro(inputs)
});