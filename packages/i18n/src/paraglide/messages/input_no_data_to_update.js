import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_No_Data_To_UpdateInputs */

const en_input_no_data_to_update = /** @type {(inputs: Input_No_Data_To_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data to update`)
};

const de_input_no_data_to_update = /** @type {(inputs: Input_No_Data_To_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Daten zum Aktualisieren`)
};

/**

* @param {Input_No_Data_To_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_no_data_to_update = /** @type {((inputs?: Input_No_Data_To_UpdateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_No_Data_To_UpdateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_no_data_to_update(inputs)
	return en_input_no_data_to_update(inputs)
});