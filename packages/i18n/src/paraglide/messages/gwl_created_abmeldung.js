import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Created_AbmeldungInputs */

const en_gwl_created_abmeldung = /** @type {(inputs: Gwl_Created_AbmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeabmeldung created. Enter the reason and the date.`)
};

const de_gwl_created_abmeldung = /** @type {(inputs: Gwl_Created_AbmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeabmeldung erstellt. Geben Sie Grund und Datum an.`)
};

/**

* @param {Gwl_Created_AbmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_created_abmeldung = /** @type {((inputs?: Gwl_Created_AbmeldungInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Created_AbmeldungInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_created_abmeldung(inputs)
	return en_gwl_created_abmeldung(inputs)
});