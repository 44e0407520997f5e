import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_NoneInputs */

const en_activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has happened yet. Invite members or create a document, and it will show here.`)
};

const de_activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher ist nichts geschehen. Sobald Sie Mitglieder einladen oder ein Dokument erstellen, erscheint es hier.`)
};

/**

* @param {Activity_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_none = /** @type {((inputs?: Activity_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_none(inputs)
	return en_activity_none(inputs)
});