import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_FailedInputs */

const en_scim_failed = /** @type {(inputs: Scim_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The provisioning token could not be made.`)
};

const de_scim_failed = /** @type {(inputs: Scim_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Provisionierungs-Token konnte nicht erstellt werden.`)
};

/**

* @param {Scim_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_failed = /** @type {((inputs?: Scim_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_failed(inputs)
	return en_scim_failed(inputs)
});