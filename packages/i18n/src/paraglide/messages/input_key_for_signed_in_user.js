import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Key_For_Signed_In_UserInputs */

const en_input_key_for_signed_in_user = /** @type {(inputs: Input_Key_For_Signed_In_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A key is created for the signed-in user`)
};

const de_input_key_for_signed_in_user = /** @type {(inputs: Input_Key_For_Signed_In_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Schlüssel wird immer für den angemeldeten Benutzer erstellt`)
};

/**

* @param {Input_Key_For_Signed_In_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_key_for_signed_in_user = /** @type {((inputs?: Input_Key_For_Signed_In_UserInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Key_For_Signed_In_UserInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_key_for_signed_in_user(inputs)
	return en_input_key_for_signed_in_user(inputs)
});