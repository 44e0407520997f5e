import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_ConflictInputs */

const en_gewa_conflict = /** @type {(inputs: Gewa_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This document was changed elsewhere in the meantime (e.g. in another tab or on another device). Your latest changes are not saved yet.`)
};

const de_gewa_conflict = /** @type {(inputs: Gewa_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Dokument wurde inzwischen an anderer Stelle geändert (z.B. in einem anderen Tab oder auf einem anderen Gerät). Ihre letzten Änderungen sind noch nicht gespeichert.`)
};

/**

* @param {Gewa_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_conflict = /** @type {((inputs?: Gewa_ConflictInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_ConflictInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_conflict(inputs)
	return en_gewa_conflict(inputs)
});