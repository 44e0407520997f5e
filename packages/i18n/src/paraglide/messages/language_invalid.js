import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_InvalidInputs */

const en_language_invalid = /** @type {(inputs: Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language must be one of: en, de`)
};

const de_language_invalid = /** @type {(inputs: Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache muss en oder de sein`)
};

/**

* @param {Language_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const language_invalid = /** @type {((inputs?: Language_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_language_invalid(inputs)
	return en_language_invalid(inputs)
});