import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_InternalInputs */

const en_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal Server Error`)
};

const de_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interner Serverfehler`)
};

/**

* @param {Error_InternalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_internal = /** @type {((inputs?: Error_InternalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_InternalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_internal(inputs)
	return en_error_internal(inputs)
});