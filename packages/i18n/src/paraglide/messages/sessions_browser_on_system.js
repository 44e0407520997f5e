import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Sessions_Browser_On_SystemInputs */

const en_sessions_browser_on_system = /** @type {(inputs: Sessions_Browser_On_SystemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

const de_sessions_browser_on_system = /** @type {(inputs: Sessions_Browser_On_SystemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} unter ${i?.system}`)
};

/**

* @param {Sessions_Browser_On_SystemInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_browser_on_system = /** @type {((inputs: Sessions_Browser_On_SystemInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Browser_On_SystemInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_browser_on_system(inputs)
	return en_sessions_browser_on_system(inputs)
});