import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Permissions_Actions_TextInputs */

const en_input_permissions_actions_text = /** @type {(inputs: Input_Permissions_Actions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions must list actions as text`)
};

const de_input_permissions_actions_text = /** @type {(inputs: Input_Permissions_Actions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions muss Aktionen als Text auflisten`)
};

/**

* @param {Input_Permissions_Actions_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permissions_actions_text = /** @type {((inputs?: Input_Permissions_Actions_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Permissions_Actions_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_permissions_actions_text(inputs)
	return en_input_permissions_actions_text(inputs)
});