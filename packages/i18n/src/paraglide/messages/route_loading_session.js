import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Loading_SessionInputs */

const en_route_loading_session = /** @type {(inputs: Route_Loading_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading session`)
};

const de_route_loading_session = /** @type {(inputs: Route_Loading_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung wird geladen`)
};

/**

* @param {Route_Loading_SessionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const route_loading_session = /** @type {((inputs?: Route_Loading_SessionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Loading_SessionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_route_loading_session(inputs)
	return en_route_loading_session(inputs)
});