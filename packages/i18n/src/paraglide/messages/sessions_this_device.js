import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessions_This_DeviceInputs */

const en_sessions_this_device = /** @type {(inputs: Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

const de_sessions_this_device = /** @type {(inputs: Sessions_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät`)
};

/**

* @param {Sessions_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_this_device = /** @type {((inputs?: Sessions_This_DeviceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_This_DeviceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_this_device(inputs)
	return en_sessions_this_device(inputs)
});