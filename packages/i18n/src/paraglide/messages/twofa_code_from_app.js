import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Code_From_AppInputs */

const en_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app`)
};

const de_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code aus der App`)
};

/**

* @param {Twofa_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_code_from_app = /** @type {((inputs?: Twofa_Code_From_AppInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Code_From_AppInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_code_from_app(inputs)
	return en_twofa_code_from_app(inputs)
});