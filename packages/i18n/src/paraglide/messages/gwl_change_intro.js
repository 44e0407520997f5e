import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Change_IntroInputs */

const en_gwl_change_intro = /** @type {(inputs: Gwl_Change_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The right form follows from what changes.`)
};

const de_gwl_change_intro = /** @type {(inputs: Gwl_Change_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welches Formular passt, folgt aus dem, was sich ändert.`)
};

/**

* @param {Gwl_Change_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_change_intro = /** @type {((inputs?: Gwl_Change_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Change_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_change_intro(inputs)
	return en_gwl_change_intro(inputs)
});