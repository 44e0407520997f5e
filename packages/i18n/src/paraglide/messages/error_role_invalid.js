import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Role_InvalidInputs */

const en_error_role_invalid = /** @type {(inputs: Error_Role_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role must be user or admin`)
};

const de_error_role_invalid = /** @type {(inputs: Error_Role_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rolle muss „Benutzer“ oder „Administrator“ sein`)
};

/**

* @param {Error_Role_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_role_invalid = /** @type {((inputs?: Error_Role_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Role_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_role_invalid(inputs)
	return en_error_role_invalid(inputs)
});