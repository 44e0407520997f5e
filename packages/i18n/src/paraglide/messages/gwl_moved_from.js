import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Gwl_Moved_FromInputs */

const en_gwl_moved_from = /** @type {(inputs: Gwl_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This Gewerbeanmeldung registers the business after its move from ${i?.title}.`)
};

const de_gwl_moved_from = /** @type {(inputs: Gwl_Moved_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Gewerbeanmeldung meldet den Betrieb nach seiner Verlegung aus ${i?.title} an.`)
};

/**

* @param {Gwl_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_moved_from = /** @type {((inputs: Gwl_Moved_FromInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Moved_FromInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_moved_from(inputs)
	return en_gwl_moved_from(inputs)
});