import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Last_UsedInputs */

const en_apikey_last_used = /** @type {(inputs: Apikey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

const de_apikey_last_used = /** @type {(inputs: Apikey_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt verwendet:`)
};

/**

* @param {Apikey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_last_used = /** @type {((inputs?: Apikey_Last_UsedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Last_UsedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_last_used(inputs)
	return en_apikey_last_used(inputs)
});