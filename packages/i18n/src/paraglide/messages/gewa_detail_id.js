import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Detail_IdInputs */

const en_gewa_detail_id = /** @type {(inputs: Gewa_Detail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID:`)
};

const de_gewa_detail_id = /** @type {(inputs: Gewa_Detail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID:`)
};

/**

* @param {Gewa_Detail_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_detail_id = /** @type {((inputs?: Gewa_Detail_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Detail_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_detail_id(inputs)
	return en_gewa_detail_id(inputs)
});