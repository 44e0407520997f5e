import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_CompletingInputs */

const en_gewa_completing = /** @type {(inputs: Gewa_CompletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completing...`)
};

const de_gewa_completing = /** @type {(inputs: Gewa_CompletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgeschlossen...`)
};

/**

* @param {Gewa_CompletingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_completing = /** @type {((inputs?: Gewa_CompletingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_CompletingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_completing(inputs)
	return en_gewa_completing(inputs)
});