import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Components_IntroInputs */

const en_page_components_intro = /** @type {(inputs: Page_Components_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The building blocks of the interface, as they look here.`)
};

const de_page_components_intro = /** @type {(inputs: Page_Components_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bausteine der Oberfläche, so wie sie hier aussehen.`)
};

/**

* @param {Page_Components_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_components_intro = /** @type {((inputs?: Page_Components_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Components_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_components_intro(inputs)
	return en_page_components_intro(inputs)
});