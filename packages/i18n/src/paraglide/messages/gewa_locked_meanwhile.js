import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Locked_MeanwhileInputs */

const en_gewa_locked_meanwhile = /** @type {(inputs: Gewa_Locked_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This document was completed in the meantime. Your latest changes are not saved.`)
};

const de_gewa_locked_meanwhile = /** @type {(inputs: Gewa_Locked_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Dokument wurde inzwischen abgeschlossen. Ihre letzten Änderungen sind nicht gespeichert.`)
};

/**

* @param {Gewa_Locked_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_locked_meanwhile = /** @type {((inputs?: Gewa_Locked_MeanwhileInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Locked_MeanwhileInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_locked_meanwhile(inputs)
	return en_gewa_locked_meanwhile(inputs)
});