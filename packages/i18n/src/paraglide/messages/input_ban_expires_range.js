import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Ban_Expires_RangeInputs */

const en_input_ban_expires_range = /** @type {(inputs: Input_Ban_Expires_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`banExpires must be within ten years from now`)
};

const de_input_ban_expires_range = /** @type {(inputs: Input_Ban_Expires_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`banExpires darf höchstens zehn Jahre in der Zukunft oder Vergangenheit liegen`)
};

/**

* @param {Input_Ban_Expires_RangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_ban_expires_range = /** @type {((inputs?: Input_Ban_Expires_RangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Ban_Expires_RangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_ban_expires_range(inputs)
	return en_input_ban_expires_range(inputs)
});