import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Transfer_Confirm_MismatchInputs */

const en_org_transfer_confirm_mismatch = /** @type {(inputs: Org_Transfer_Confirm_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the organization's name exactly to confirm`)
};

const de_org_transfer_confirm_mismatch = /** @type {(inputs: Org_Transfer_Confirm_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung den Namen der Organisation exakt ein`)
};

/**

* @param {Org_Transfer_Confirm_MismatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_confirm_mismatch = /** @type {((inputs?: Org_Transfer_Confirm_MismatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Transfer_Confirm_MismatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_transfer_confirm_mismatch(inputs)
	return en_org_transfer_confirm_mismatch(inputs)
});