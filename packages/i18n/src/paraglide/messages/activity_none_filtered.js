import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_None_FilteredInputs */

const en_activity_none_filtered = /** @type {(inputs: Activity_None_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matches these filters. Clear a filter to see more.`)
};

const de_activity_none_filtered = /** @type {(inputs: Activity_None_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Einträge passen zu diesen Filtern. Entfernen Sie einen Filter, um mehr zu sehen.`)
};

/**

* @param {Activity_None_FilteredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_none_filtered = /** @type {((inputs?: Activity_None_FilteredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_None_FilteredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_none_filtered(inputs)
	return en_activity_none_filtered(inputs)
});