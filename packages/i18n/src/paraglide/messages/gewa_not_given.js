import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Not_GivenInputs */

const en_gewa_not_given = /** @type {(inputs: Gewa_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const de_gewa_not_given = /** @type {(inputs: Gewa_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht angegeben`)
};

/**

* @param {Gewa_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_not_given = /** @type {((inputs?: Gewa_Not_GivenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Not_GivenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_not_given(inputs)
	return en_gewa_not_given(inputs)
});