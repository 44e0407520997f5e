import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Permission_NameInputs */

const en_input_permission_name = /** @type {(inputs: Input_Permission_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A permission`)
};

const de_input_permission_name = /** @type {(inputs: Input_Permission_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Berechtigung`)
};

/**

* @param {Input_Permission_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permission_name = /** @type {((inputs?: Input_Permission_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Permission_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_permission_name(inputs)
	return en_input_permission_name(inputs)
});