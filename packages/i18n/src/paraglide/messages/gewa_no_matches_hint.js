import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_No_Matches_HintInputs */

const en_gewa_no_matches_hint = /** @type {(inputs: Gewa_No_Matches_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the search term or the status.`)
};

const de_gewa_no_matches_hint = /** @type {(inputs: Gewa_No_Matches_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern Sie den Suchbegriff oder den Status.`)
};

/**

* @param {Gewa_No_Matches_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_no_matches_hint = /** @type {((inputs?: Gewa_No_Matches_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_No_Matches_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_no_matches_hint(inputs)
	return en_gewa_no_matches_hint(inputs)
});