import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ requested: NonNullable<unknown> }} Reset_RequestedInputs */

const en_reset_requested = /** @type {(inputs: Reset_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.requested}. The link is valid for one hour.`)
};

const de_reset_requested = /** @type {(inputs: Reset_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.requested}. Der Link ist eine Stunde lang gültig.`)
};

/**

* @param {Reset_RequestedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const reset_requested = /** @type {((inputs: Reset_RequestedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_RequestedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_reset_requested(inputs)
	return en_reset_requested(inputs)
});