import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Apikey_Revoke_LabelInputs */

const en_apikey_revoke_label = /** @type {(inputs: Apikey_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}`)
};

const de_apikey_revoke_label = /** @type {(inputs: Apikey_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} widerrufen`)
};

/**

* @param {Apikey_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_revoke_label = /** @type {((inputs: Apikey_Revoke_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Revoke_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_revoke_label(inputs)
	return en_apikey_revoke_label(inputs)
});