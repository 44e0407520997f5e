import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Create_UmmeldungInputs */

const en_gwl_create_ummeldung = /** @type {(inputs: Gwl_Create_UmmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Ummeldung`)
};

const de_gwl_create_ummeldung = /** @type {(inputs: Gwl_Create_UmmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ummeldung erstellen`)
};

/**

* @param {Gwl_Create_UmmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_create_ummeldung = /** @type {((inputs?: Gwl_Create_UmmeldungInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Create_UmmeldungInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_create_ummeldung(inputs)
	return en_gwl_create_ummeldung(inputs)
});