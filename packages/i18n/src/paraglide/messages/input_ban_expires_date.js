import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Ban_Expires_DateInputs */

const en_input_ban_expires_date = /** @type {(inputs: Input_Ban_Expires_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`banExpires must be a date`)
};

const de_input_ban_expires_date = /** @type {(inputs: Input_Ban_Expires_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`banExpires muss ein Datum sein`)
};

/**

* @param {Input_Ban_Expires_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_ban_expires_date = /** @type {((inputs?: Input_Ban_Expires_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Ban_Expires_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_ban_expires_date(inputs)
	return en_input_ban_expires_date(inputs)
});