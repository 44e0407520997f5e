import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_List_Empty_HintInputs */

const en_org_list_empty_hint = /** @type {(inputs: Org_List_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your first organization to get started.`)
};

const de_org_list_empty_hint = /** @type {(inputs: Org_List_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellen Sie Ihre erste Organisation, um loszulegen.`)
};

/**

* @param {Org_List_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_list_empty_hint = /** @type {((inputs?: Org_List_Empty_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_List_Empty_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_list_empty_hint(inputs)
	return en_org_list_empty_hint(inputs)
});