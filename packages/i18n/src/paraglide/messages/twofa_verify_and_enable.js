import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Verify_And_EnableInputs */

const en_twofa_verify_and_enable = /** @type {(inputs: Twofa_Verify_And_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify and turn on`)
};

const de_twofa_verify_and_enable = /** @type {(inputs: Twofa_Verify_And_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen und aktivieren`)
};

/**

* @param {Twofa_Verify_And_EnableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_verify_and_enable = /** @type {((inputs?: Twofa_Verify_And_EnableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Verify_And_EnableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_verify_and_enable(inputs)
	return en_twofa_verify_and_enable(inputs)
});