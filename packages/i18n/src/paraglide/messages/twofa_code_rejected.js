import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Code_RejectedInputs */

const en_twofa_code_rejected = /** @type {(inputs: Twofa_Code_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code was not accepted`)
};

const de_twofa_code_rejected = /** @type {(inputs: Twofa_Code_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code wurde nicht akzeptiert`)
};

/**

* @param {Twofa_Code_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_code_rejected = /** @type {((inputs?: Twofa_Code_RejectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Code_RejectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_code_rejected(inputs)
	return en_twofa_code_rejected(inputs)
});