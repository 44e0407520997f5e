import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_ProvisioningInputs */

const en_settings_provisioning = /** @type {(inputs: Settings_ProvisioningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisioning`)
};

const de_settings_provisioning = /** @type {(inputs: Settings_ProvisioningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisionierung`)
};

/**

* @param {Settings_ProvisioningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const settings_provisioning = /** @type {((inputs?: Settings_ProvisioningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_ProvisioningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_settings_provisioning(inputs)
	return en_settings_provisioning(inputs)
});