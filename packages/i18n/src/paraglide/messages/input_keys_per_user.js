import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Keys_Per_UserInputs */

const en_input_keys_per_user = /** @type {(inputs: Input_Keys_Per_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keys are listed per user`)
};

const de_input_keys_per_user = /** @type {(inputs: Input_Keys_Per_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel werden je Benutzer aufgelistet`)
};

/**

* @param {Input_Keys_Per_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_keys_per_user = /** @type {((inputs?: Input_Keys_Per_UserInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Keys_Per_UserInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_keys_per_user(inputs)
	return en_input_keys_per_user(inputs)
});