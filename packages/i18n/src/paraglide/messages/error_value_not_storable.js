import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Value_Not_StorableInputs */

const en_error_value_not_storable = /** @type {(inputs: Error_Value_Not_StorableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request contains a value that cannot be stored`)
};

const de_error_value_not_storable = /** @type {(inputs: Error_Value_Not_StorableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anfrage enthält einen Wert, der nicht gespeichert werden kann`)
};

/**

* @param {Error_Value_Not_StorableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_value_not_storable = /** @type {((inputs?: Error_Value_Not_StorableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Value_Not_StorableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_value_not_storable(inputs)
	return en_error_value_not_storable(inputs)
});