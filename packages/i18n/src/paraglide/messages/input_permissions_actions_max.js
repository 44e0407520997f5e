import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Input_Permissions_Actions_MaxInputs */

const en_input_permissions_actions_max = /** @type {(inputs: Input_Permissions_Actions_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`permissions must list at most ${i?.max} actions`)
};

const de_input_permissions_actions_max = /** @type {(inputs: Input_Permissions_Actions_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`permissions darf höchstens ${i?.max} Aktionen auflisten`)
};

/**

* @param {Input_Permissions_Actions_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permissions_actions_max = /** @type {((inputs: Input_Permissions_Actions_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Permissions_Actions_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_permissions_actions_max(inputs)
	return en_input_permissions_actions_max(inputs)
});