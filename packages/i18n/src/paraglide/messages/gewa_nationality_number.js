import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Gewa_Nationality_NumberInputs */

const en_gewa_nationality_number = /** @type {(inputs: Gewa_Nationality_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(nationality ${i?.number})`)
};

const de_gewa_nationality_number = /** @type {(inputs: Gewa_Nationality_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(Staatsangehörigkeit ${i?.number})`)
};

/**

* @param {Gewa_Nationality_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_nationality_number = /** @type {((inputs: Gewa_Nationality_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Nationality_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_nationality_number(inputs)
	return en_gewa_nationality_number(inputs)
});