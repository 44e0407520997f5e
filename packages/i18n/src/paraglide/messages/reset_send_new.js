import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Send_NewInputs */

const en_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new link`)
};

const de_reset_send_new = /** @type {(inputs: Reset_Send_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Link anfordern`)
};

/**

* @param {Reset_Send_NewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const reset_send_new = /** @type {((inputs?: Reset_Send_NewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Send_NewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_reset_send_new(inputs)
	return en_reset_send_new(inputs)
});