import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_FooterInputs */

const en_layout_footer = /** @type {(inputs: Layout_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

const de_layout_footer = /** @type {(inputs: Layout_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fußzeile`)
};

/**

* @param {Layout_FooterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const layout_footer = /** @type {((inputs?: Layout_FooterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_FooterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_layout_footer(inputs)
	return en_layout_footer(inputs)
});