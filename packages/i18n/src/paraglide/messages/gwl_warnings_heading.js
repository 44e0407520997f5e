import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Warnings_HeadingInputs */

const en_gwl_warnings_heading = /** @type {(inputs: Gwl_Warnings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please note`)
};

const de_gwl_warnings_heading = /** @type {(inputs: Gwl_Warnings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte beachten`)
};

/**

* @param {Gwl_Warnings_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_warnings_heading = /** @type {((inputs?: Gwl_Warnings_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Warnings_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_warnings_heading(inputs)
	return en_gwl_warnings_heading(inputs)
});