import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Record_GoneInputs */

const en_error_record_gone = /** @type {(inputs: Error_Record_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A record this change refers to no longer exists`)
};

const de_error_record_gone = /** @type {(inputs: Error_Record_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Eintrag, auf den sich diese Änderung bezieht, existiert nicht mehr`)
};

/**

* @param {Error_Record_GoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_record_gone = /** @type {((inputs?: Error_Record_GoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Record_GoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_record_gone(inputs)
	return en_error_record_gone(inputs)
});