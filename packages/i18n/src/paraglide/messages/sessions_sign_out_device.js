import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ device: NonNullable<unknown>, time: NonNullable<unknown> }} Sessions_Sign_Out_DeviceInputs */

const en_sessions_sign_out_device = /** @type {(inputs: Sessions_Sign_Out_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out ${i?.device}, last active ${i?.time}`)
};

const de_sessions_sign_out_device = /** @type {(inputs: Sessions_Sign_Out_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.device} abmelden, zuletzt aktiv: ${i?.time}`)
};

/**

* @param {Sessions_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_device = /** @type {((inputs: Sessions_Sign_Out_DeviceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Sign_Out_DeviceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_sign_out_device(inputs)
	return en_sessions_sign_out_device(inputs)
});