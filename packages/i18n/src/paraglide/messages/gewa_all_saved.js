import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_All_SavedInputs */

const en_gewa_all_saved = /** @type {(inputs: Gewa_All_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All changes saved`)
};

const de_gewa_all_saved = /** @type {(inputs: Gewa_All_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Änderungen gespeichert`)
};

/**

* @param {Gewa_All_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_all_saved = /** @type {((inputs?: Gewa_All_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_All_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_all_saved(inputs)
	return en_gewa_all_saved(inputs)
});