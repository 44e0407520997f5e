import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Set_ActiveInputs */

const en_org_set_active = /** @type {(inputs: Org_Set_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set active`)
};

const de_org_set_active = /** @type {(inputs: Org_Set_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als aktiv festlegen`)
};

/**

* @param {Org_Set_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_set_active = /** @type {((inputs?: Org_Set_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Set_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_set_active(inputs)
	return en_org_set_active(inputs)
});