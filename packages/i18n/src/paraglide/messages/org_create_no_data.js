import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Create_No_DataInputs */

const en_org_create_no_data = /** @type {(inputs: Org_Create_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization creation returned no data`)
};

const de_org_create_no_data = /** @type {(inputs: Org_Create_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beim Erstellen der Organisation kamen keine Daten zurück`)
};

/**

* @param {Org_Create_No_DataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_create_no_data = /** @type {((inputs?: Org_Create_No_DataInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Create_No_DataInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_create_no_data(inputs)
	return en_org_create_no_data(inputs)
});