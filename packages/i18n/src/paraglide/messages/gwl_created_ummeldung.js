import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Created_UmmeldungInputs */

const en_gwl_created_ummeldung = /** @type {(inputs: Gwl_Created_UmmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeummeldung created. Enter what changes.`)
};

const de_gwl_created_ummeldung = /** @type {(inputs: Gwl_Created_UmmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeummeldung erstellt. Geben Sie an, was sich ändert.`)
};

/**

* @param {Gwl_Created_UmmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_created_ummeldung = /** @type {((inputs?: Gwl_Created_UmmeldungInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Created_UmmeldungInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_created_ummeldung(inputs)
	return en_gwl_created_ummeldung(inputs)
});