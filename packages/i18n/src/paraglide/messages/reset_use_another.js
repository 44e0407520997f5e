import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Use_AnotherInputs */

const en_reset_use_another = /** @type {(inputs: Reset_Use_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another address`)
};

const de_reset_use_another = /** @type {(inputs: Reset_Use_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Adresse verwenden`)
};

/**

* @param {Reset_Use_AnotherInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const reset_use_another = /** @type {((inputs?: Reset_Use_AnotherInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Use_AnotherInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_reset_use_another(inputs)
	return en_reset_use_another(inputs)
});