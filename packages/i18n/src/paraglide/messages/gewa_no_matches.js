import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_No_MatchesInputs */

const en_gewa_no_matches = /** @type {(inputs: Gewa_No_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No matching Gewerbeanmeldungen`)
};

const de_gewa_no_matches = /** @type {(inputs: Gewa_No_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Gewerbeanmeldungen`)
};

/**

* @param {Gewa_No_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_no_matches = /** @type {((inputs?: Gewa_No_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_No_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_no_matches(inputs)
	return en_gewa_no_matches(inputs)
});