import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_EverythingInputs */

const en_activity_everything = /** @type {(inputs: Activity_EverythingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything`)
};

const de_activity_everything = /** @type {(inputs: Activity_EverythingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles`)
};

/**

* @param {Activity_EverythingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_everything = /** @type {((inputs?: Activity_EverythingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_EverythingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_everything(inputs)
	return en_activity_everything(inputs)
});