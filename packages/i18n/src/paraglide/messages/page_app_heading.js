import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_App_HeadingInputs */

const en_page_app_heading = /** @type {(inputs: Page_App_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web App`)
};

const de_page_app_heading = /** @type {(inputs: Page_App_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web-App`)
};

/**

* @param {Page_App_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_app_heading = /** @type {((inputs?: Page_App_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_App_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_app_heading(inputs)
	return en_page_app_heading(inputs)
});