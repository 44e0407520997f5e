import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_TransferringInputs */

const en_org_transferring = /** @type {(inputs: Org_TransferringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transferring...`)
};

const de_org_transferring = /** @type {(inputs: Org_TransferringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird übertragen …`)
};

/**

* @param {Org_TransferringInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transferring = /** @type {((inputs?: Org_TransferringInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_TransferringInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_transferring(inputs)
	return en_org_transferring(inputs)
});