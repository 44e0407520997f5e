import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Privacy_ThemeInputs */

const en_page_privacy_theme = /** @type {(inputs: Page_Privacy_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your theme choice is stored in your own browser only.`)
};

const de_page_privacy_theme = /** @type {(inputs: Page_Privacy_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Wahl des Designs wird nur in Ihrem eigenen Browser gespeichert.`)
};

/**

* @param {Page_Privacy_ThemeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_privacy_theme = /** @type {((inputs?: Page_Privacy_ThemeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Privacy_ThemeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_privacy_theme(inputs)
	return en_page_privacy_theme(inputs)
});