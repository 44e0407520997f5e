import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Ownership_TransferredInputs */

const en_org_ownership_transferred = /** @type {(inputs: Org_Ownership_TransferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ownership transferred`)
};

const de_org_ownership_transferred = /** @type {(inputs: Org_Ownership_TransferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaberschaft übertragen`)
};

/**

* @param {Org_Ownership_TransferredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_ownership_transferred = /** @type {((inputs?: Org_Ownership_TransferredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Ownership_TransferredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_ownership_transferred(inputs)
	return en_org_ownership_transferred(inputs)
});