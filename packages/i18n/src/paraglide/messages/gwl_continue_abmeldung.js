import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Continue_AbmeldungInputs */

const en_gwl_continue_abmeldung = /** @type {(inputs: Gwl_Continue_AbmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue Abmeldung`)
};

const de_gwl_continue_abmeldung = /** @type {(inputs: Gwl_Continue_AbmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmeldung fortsetzen`)
};

/**

* @param {Gwl_Continue_AbmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_continue_abmeldung = /** @type {((inputs?: Gwl_Continue_AbmeldungInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Continue_AbmeldungInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_continue_abmeldung(inputs)
	return en_gwl_continue_abmeldung(inputs)
});