import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Latest_ActivityInputs */

const en_dashboard_latest_activity = /** @type {(inputs: Dashboard_Latest_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest activity`)
};

const de_dashboard_latest_activity = /** @type {(inputs: Dashboard_Latest_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste Aktivitäten`)
};

/**

* @param {Dashboard_Latest_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_latest_activity = /** @type {((inputs?: Dashboard_Latest_ActivityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Latest_ActivityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_latest_activity(inputs)
	return en_dashboard_latest_activity(inputs)
});