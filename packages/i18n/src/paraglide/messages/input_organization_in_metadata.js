import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Input_Organization_In_MetadataInputs */

const en_input_organization_in_metadata = /** @type {(inputs: Input_Organization_In_MetadataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the organization in metadata`)
};

const de_input_organization_in_metadata = /** @type {(inputs: Input_Organization_In_MetadataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie die Organisation in metadata`)
};

/**

* @param {Input_Organization_In_MetadataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_organization_in_metadata = /** @type {((inputs?: Input_Organization_In_MetadataInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Input_Organization_In_MetadataInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_input_organization_in_metadata(inputs)
	return en_input_organization_in_metadata(inputs)
});