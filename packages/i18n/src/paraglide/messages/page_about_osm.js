import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_About_OsmInputs */

const en_page_about_osm = /** @type {(inputs: Page_About_OsmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OpenStreetMap copyright and licence`)
};

const de_page_about_osm = /** @type {(inputs: Page_About_OsmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urheberrecht und Lizenz von OpenStreetMap`)
};

/**

* @param {Page_About_OsmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_about_osm = /** @type {((inputs?: Page_About_OsmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_About_OsmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_about_osm(inputs)
	return en_page_about_osm(inputs)
});