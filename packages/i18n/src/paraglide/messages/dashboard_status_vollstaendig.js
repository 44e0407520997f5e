import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Status_VollstaendigInputs */

const en_dashboard_status_vollstaendig = /** @type {(inputs: Dashboard_Status_VollstaendigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollständig`)
};

const de_dashboard_status_vollstaendig = /** @type {(inputs: Dashboard_Status_VollstaendigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollständig`)
};

/**

* @param {Dashboard_Status_VollstaendigInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_vollstaendig = /** @type {((inputs?: Dashboard_Status_VollstaendigInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Status_VollstaendigInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_status_vollstaendig(inputs)
	return en_dashboard_status_vollstaendig(inputs)
});