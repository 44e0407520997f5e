import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Abgemeldet_NoteInputs */

const en_gwl_abgemeldet_note = /** @type {(inputs: Gwl_Abgemeldet_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Gewerbe is deregistered: no further Ummeldung or Abmeldung can follow.`)
};

const de_gwl_abgemeldet_note = /** @type {(inputs: Gwl_Abgemeldet_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gewerbe ist abgemeldet: Es folgt keine weitere Ummeldung oder Abmeldung.`)
};

/**

* @param {Gwl_Abgemeldet_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_abgemeldet_note = /** @type {((inputs?: Gwl_Abgemeldet_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Abgemeldet_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_abgemeldet_note(inputs)
	return en_gwl_abgemeldet_note(inputs)
});