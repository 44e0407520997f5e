import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_NewInputs */

const en_org_new = /** @type {(inputs: Org_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New organization`)
};

const de_org_new = /** @type {(inputs: Org_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Organisation`)
};

/**

* @param {Org_NewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_new = /** @type {((inputs?: Org_NewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_NewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_new(inputs)
	return en_org_new(inputs)
});