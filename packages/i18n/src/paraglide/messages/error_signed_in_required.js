import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Signed_In_RequiredInputs */

const en_error_signed_in_required = /** @type {(inputs: Error_Signed_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be signed in`)
};

const de_error_signed_in_required = /** @type {(inputs: Error_Signed_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie müssen angemeldet sein`)
};

/**

* @param {Error_Signed_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_signed_in_required = /** @type {((inputs?: Error_Signed_In_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Signed_In_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_signed_in_required(inputs)
	return en_error_signed_in_required(inputs)
});