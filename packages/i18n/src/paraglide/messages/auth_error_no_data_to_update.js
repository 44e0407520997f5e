import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_No_Data_To_UpdateInputs */

const en_auth_error_no_data_to_update = /** @type {(inputs: Auth_Error_No_Data_To_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data to update`)
};

const de_auth_error_no_data_to_update = /** @type {(inputs: Auth_Error_No_Data_To_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Daten zum Aktualisieren`)
};

/**

* @param {Auth_Error_No_Data_To_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_no_data_to_update = /** @type {((inputs?: Auth_Error_No_Data_To_UpdateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_No_Data_To_UpdateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_no_data_to_update(inputs)
	return en_auth_error_no_data_to_update(inputs)
});