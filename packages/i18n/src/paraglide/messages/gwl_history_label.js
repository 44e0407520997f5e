import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_History_LabelInputs */

const en_gwl_history_label = /** @type {(inputs: Gwl_History_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History of the Gewerbe`)
};

const de_gwl_history_label = /** @type {(inputs: Gwl_History_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf des Gewerbes`)
};

/**

* @param {Gwl_History_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_history_label = /** @type {((inputs?: Gwl_History_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_History_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_history_label(inputs)
	return en_gwl_history_label(inputs)
});