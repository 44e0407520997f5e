import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Config_Id_UnusedInputs */

const en_input_config_id_unused = /** @type {(inputs: Input_Config_Id_UnusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configId is not used`)
};

const de_input_config_id_unused = /** @type {(inputs: Input_Config_Id_UnusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configId wird nicht verwendet`)
};

/**

* @param {Input_Config_Id_UnusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_config_id_unused = /** @type {((inputs?: Input_Config_Id_UnusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Config_Id_UnusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_config_id_unused(inputs)
	return en_input_config_id_unused(inputs)
});