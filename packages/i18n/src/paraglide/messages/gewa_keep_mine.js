import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Keep_MineInputs */

const en_gewa_keep_mine = /** @type {(inputs: Gewa_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save my version`)
};

const de_gewa_keep_mine = /** @type {(inputs: Gewa_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Fassung speichern`)
};

/**

* @param {Gewa_Keep_MineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_keep_mine = /** @type {((inputs?: Gewa_Keep_MineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Keep_MineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_keep_mine(inputs)
	return en_gewa_keep_mine(inputs)
});