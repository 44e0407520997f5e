import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ device: NonNullable<unknown> }} Sessions_Signed_Out_DeviceInputs */

const en_sessions_signed_out_device = /** @type {(inputs: Sessions_Signed_Out_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out ${i?.device}`)
};

const de_sessions_signed_out_device = /** @type {(inputs: Sessions_Signed_Out_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.device} abgemeldet`)
};

/**

* @param {Sessions_Signed_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_signed_out_device = /** @type {((inputs: Sessions_Signed_Out_DeviceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Signed_Out_DeviceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_signed_out_device(inputs)
	return en_sessions_signed_out_device(inputs)
});