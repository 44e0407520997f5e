import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Dashboard_FormInputs */

const en_gwl_dashboard_form = /** @type {(inputs: Gwl_Dashboard_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Form`)
};

const de_gwl_dashboard_form = /** @type {(inputs: Gwl_Dashboard_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formular`)
};

/**

* @param {Gwl_Dashboard_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_dashboard_form = /** @type {((inputs?: Gwl_Dashboard_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Dashboard_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_dashboard_form(inputs)
	return en_gwl_dashboard_form(inputs)
});