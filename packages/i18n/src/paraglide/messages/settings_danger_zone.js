import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Danger_ZoneInputs */

const en_settings_danger_zone = /** @type {(inputs: Settings_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

const de_settings_danger_zone = /** @type {(inputs: Settings_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefahrenbereich`)
};

/**

* @param {Settings_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const settings_danger_zone = /** @type {((inputs?: Settings_Danger_ZoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Danger_ZoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_settings_danger_zone(inputs)
	return en_settings_danger_zone(inputs)
});