import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Invalid_BanInputs */

const en_input_invalid_ban = /** @type {(inputs: Input_Invalid_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid ban`)
};

const de_input_invalid_ban = /** @type {(inputs: Input_Invalid_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Sperre`)
};

/**

* @param {Input_Invalid_BanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_invalid_ban = /** @type {((inputs?: Input_Invalid_BanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Invalid_BanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_invalid_ban(inputs)
	return en_input_invalid_ban(inputs)
});