import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_All_ActivityInputs */

const en_dashboard_all_activity = /** @type {(inputs: Dashboard_All_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All activity`)
};

const de_dashboard_all_activity = /** @type {(inputs: Dashboard_All_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Aktivitäten`)
};

/**

* @param {Dashboard_All_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_all_activity = /** @type {((inputs?: Dashboard_All_ActivityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_All_ActivityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_all_activity(inputs)
	return en_dashboard_all_activity(inputs)
});