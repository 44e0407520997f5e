import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Add_NationalityInputs */

const en_gewa_add_nationality = /** @type {(inputs: Gewa_Add_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add nationality`)
};

const de_gewa_add_nationality = /** @type {(inputs: Gewa_Add_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Staatsangehörigkeit`)
};

/**

* @param {Gewa_Add_NationalityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_add_nationality = /** @type {((inputs?: Gewa_Add_NationalityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Add_NationalityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_add_nationality(inputs)
	return en_gewa_add_nationality(inputs)
});