import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Transfer_Confirm_LabelInputs */

const en_org_transfer_confirm_label = /** @type {(inputs: Org_Transfer_Confirm_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type "${i?.name}" to confirm`)
};

const de_org_transfer_confirm_label = /** @type {(inputs: Org_Transfer_Confirm_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung „${i?.name}“ ein`)
};

/**

* @param {Org_Transfer_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_confirm_label = /** @type {((inputs: Org_Transfer_Confirm_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Transfer_Confirm_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_transfer_confirm_label(inputs)
	return en_org_transfer_confirm_label(inputs)
});