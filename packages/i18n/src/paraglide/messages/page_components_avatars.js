import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Components_AvatarsInputs */

const en_page_components_avatars = /** @type {(inputs: Page_Components_AvatarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatars, skeletons and separators`)
};

const de_page_components_avatars = /** @type {(inputs: Page_Components_AvatarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatare, Platzhalter und Trennlinien`)
};

/**

* @param {Page_Components_AvatarsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_components_avatars = /** @type {((inputs?: Page_Components_AvatarsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Components_AvatarsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_components_avatars(inputs)
	return en_page_components_avatars(inputs)
});