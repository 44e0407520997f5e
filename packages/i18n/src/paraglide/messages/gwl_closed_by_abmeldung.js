import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Gwl_Closed_By_AbmeldungInputs */

const en_gwl_closed_by_abmeldung = /** @type {(inputs: Gwl_Closed_By_AbmeldungInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deregistered with ${i?.title}.`)
};

const de_gwl_closed_by_abmeldung = /** @type {(inputs: Gwl_Closed_By_AbmeldungInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgemeldet mit ${i?.title}.`)
};

/**

* @param {Gwl_Closed_By_AbmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_closed_by_abmeldung = /** @type {((inputs: Gwl_Closed_By_AbmeldungInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Closed_By_AbmeldungInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_closed_by_abmeldung(inputs)
	return en_gwl_closed_by_abmeldung(inputs)
});