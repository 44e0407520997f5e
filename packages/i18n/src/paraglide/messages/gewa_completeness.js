import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ complete: NonNullable<unknown>, total: NonNullable<unknown> }} Gewa_CompletenessInputs */

const en_gewa_completeness = /** @type {(inputs: Gewa_CompletenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.complete} of ${i?.total} sections complete`)
};

const de_gewa_completeness = /** @type {(inputs: Gewa_CompletenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.complete} von ${i?.total} Abschnitten vollständig`)
};

/**

* @param {Gewa_CompletenessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_completeness = /** @type {((inputs: Gewa_CompletenessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_CompletenessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_completeness(inputs)
	return en_gewa_completeness(inputs)
});