import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Invalid_CharactersInputs */

const en_error_invalid_characters = /** @type {(inputs: Error_Invalid_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text must not contain NUL characters or unpaired UTF-16 surrogates`)
};

const de_error_invalid_characters = /** @type {(inputs: Error_Invalid_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text darf keine NUL-Zeichen und keine ungepaarten UTF-16-Surrogate enthalten`)
};

/**

* @param {Error_Invalid_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_invalid_characters = /** @type {((inputs?: Error_Invalid_CharactersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Invalid_CharactersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_invalid_characters(inputs)
	return en_error_invalid_characters(inputs)
});