import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plz: NonNullable<unknown> }} Gewa_Plz_PlacesInputs */

const en_gewa_plz_places = /** @type {(inputs: Gewa_Plz_PlacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Places for postcode ${i?.plz}`)
};

const de_gewa_plz_places = /** @type {(inputs: Gewa_Plz_PlacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orte zur PLZ ${i?.plz}`)
};

/**

* @param {Gewa_Plz_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_plz_places = /** @type {((inputs: Gewa_Plz_PlacesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Plz_PlacesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_plz_places(inputs)
	return en_gewa_plz_places(inputs)
});