import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Trust_DeviceInputs */

const en_auth_trust_device = /** @type {(inputs: Auth_Trust_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust this device for 30 days`)
};

const de_auth_trust_device = /** @type {(inputs: Auth_Trust_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesem Gerät 30 Tage lang vertrauen`)
};

/**

* @param {Auth_Trust_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_trust_device = /** @type {((inputs?: Auth_Trust_DeviceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Trust_DeviceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_trust_device(inputs)
	return en_auth_trust_device(inputs)
});