import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Detail_StatusInputs */

const en_gewa_detail_status = /** @type {(inputs: Gewa_Detail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status:`)
};

const de_gewa_detail_status = /** @type {(inputs: Gewa_Detail_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status:`)
};

/**

* @param {Gewa_Detail_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_detail_status = /** @type {((inputs?: Gewa_Detail_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Detail_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_detail_status(inputs)
	return en_gewa_detail_status(inputs)
});