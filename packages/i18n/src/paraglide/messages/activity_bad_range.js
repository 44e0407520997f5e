import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Bad_RangeInputs */

const en_activity_bad_range = /** @type {(inputs: Activity_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date must not be after the end date`)
};

const de_activity_bad_range = /** @type {(inputs: Activity_Bad_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Startdatum darf nicht nach dem Enddatum liegen`)
};

/**

* @param {Activity_Bad_RangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_bad_range = /** @type {((inputs?: Activity_Bad_RangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Bad_RangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_bad_range(inputs)
	return en_activity_bad_range(inputs)
});