import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Conflict_ChoiceInputs */

const en_gewa_conflict_choice = /** @type {(inputs: Gewa_Conflict_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Reload” shows the saved version and discards your unsaved changes. “Save my version” overwrites the other version with your entries.`)
};

const de_gewa_conflict_choice = /** @type {(inputs: Gewa_Conflict_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`„Neu laden“ zeigt den gespeicherten Stand und verwirft Ihre ungespeicherten Änderungen. „Meine Fassung speichern“ überschreibt den anderen Stand mit Ihren Angaben.`)
};

/**

* @param {Gewa_Conflict_ChoiceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_conflict_choice = /** @type {((inputs?: Gewa_Conflict_ChoiceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Conflict_ChoiceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_conflict_choice(inputs)
	return en_gewa_conflict_choice(inputs)
});