import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_DeletedInputs */

const en_org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization deleted successfully`)
};

const de_org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation wurde gelöscht`)
};

/**

* @param {Org_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_deleted = /** @type {((inputs?: Org_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_deleted(inputs)
	return en_org_deleted(inputs)
});