import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Secret_KeyInputs */

const en_twofa_secret_key = /** @type {(inputs: Twofa_Secret_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret key`)
};

const de_twofa_secret_key = /** @type {(inputs: Twofa_Secret_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheimer Schlüssel`)
};

/**

* @param {Twofa_Secret_KeyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_secret_key = /** @type {((inputs?: Twofa_Secret_KeyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Secret_KeyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_secret_key(inputs)
	return en_twofa_secret_key(inputs)
});