import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Components_InputsInputs */

const en_page_components_inputs = /** @type {(inputs: Page_Components_InputsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inputs`)
};

const de_page_components_inputs = /** @type {(inputs: Page_Components_InputsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingabefelder`)
};

/**

* @param {Page_Components_InputsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_components_inputs = /** @type {((inputs?: Page_Components_InputsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Components_InputsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_components_inputs(inputs)
	return en_page_components_inputs(inputs)
});