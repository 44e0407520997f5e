import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Key_Prefix_FixedInputs */

const en_input_key_prefix_fixed = /** @type {(inputs: Input_Key_Prefix_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key prefix is fixed`)
};

const de_input_key_prefix_fixed = /** @type {(inputs: Input_Key_Prefix_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Präfix des Schlüssels ist fest vorgegeben`)
};

/**

* @param {Input_Key_Prefix_FixedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_key_prefix_fixed = /** @type {((inputs?: Input_Key_Prefix_FixedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Key_Prefix_FixedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_key_prefix_fixed(inputs)
	return en_input_key_prefix_fixed(inputs)
});