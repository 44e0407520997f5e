import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Debug_TextInputs */

const en_page_debug_text = /** @type {(inputs: Page_Debug_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to debug yet.`)
};

const de_page_debug_text = /** @type {(inputs: Page_Debug_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts zu debuggen.`)
};

/**

* @param {Page_Debug_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_debug_text = /** @type {((inputs?: Page_Debug_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Debug_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_debug_text(inputs)
	return en_page_debug_text(inputs)
});