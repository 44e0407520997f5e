import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_CopiedInputs */

const en_apikey_copied = /** @type {(inputs: Apikey_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key copied`)
};

const de_apikey_copied = /** @type {(inputs: Apikey_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel kopiert`)
};

/**

* @param {Apikey_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_copied = /** @type {((inputs?: Apikey_CopiedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_CopiedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_copied(inputs)
	return en_apikey_copied(inputs)
});