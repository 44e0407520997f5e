import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Transfer_New_OwnerInputs */

const en_org_transfer_new_owner = /** @type {(inputs: Org_Transfer_New_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New owner`)
};

const de_org_transfer_new_owner = /** @type {(inputs: Org_Transfer_New_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Inhaber`)
};

/**

* @param {Org_Transfer_New_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_new_owner = /** @type {((inputs?: Org_Transfer_New_OwnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Transfer_New_OwnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_transfer_new_owner(inputs)
	return en_org_transfer_new_owner(inputs)
});