import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Record_ExistsInputs */

const en_error_record_exists = /** @type {(inputs: Error_Record_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This record already exists`)
};

const de_error_record_exists = /** @type {(inputs: Error_Record_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Eintrag existiert bereits`)
};

/**

* @param {Error_Record_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_record_exists = /** @type {((inputs?: Error_Record_ExistsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Record_ExistsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_record_exists(inputs)
	return en_error_record_exists(inputs)
});