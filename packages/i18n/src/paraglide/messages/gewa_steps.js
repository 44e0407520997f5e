import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_StepsInputs */

const en_gewa_steps = /** @type {(inputs: Gewa_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steps`)
};

const de_gewa_steps = /** @type {(inputs: Gewa_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schritte`)
};

/**

* @param {Gewa_StepsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_steps = /** @type {((inputs?: Gewa_StepsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_StepsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_steps(inputs)
	return en_gewa_steps(inputs)
});