import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Permissions_ResourcesInputs */

const en_input_permissions_resources = /** @type {(inputs: Input_Permissions_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions must name resources, not properties every object has`)
};

const de_input_permissions_resources = /** @type {(inputs: Input_Permissions_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions muss Ressourcen nennen, keine Eigenschaften, die jedes Objekt hat`)
};

/**

* @param {Input_Permissions_ResourcesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permissions_resources = /** @type {((inputs?: Input_Permissions_ResourcesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Permissions_ResourcesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_permissions_resources(inputs)
	return en_input_permissions_resources(inputs)
});