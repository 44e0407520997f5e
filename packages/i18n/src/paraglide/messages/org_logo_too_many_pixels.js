import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_Too_Many_PixelsInputs */

const en_org_logo_too_many_pixels = /** @type {(inputs: Org_Logo_Too_Many_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The logo's image has too many pixels (at most 40 megapixels)`)
};

const de_org_logo_too_many_pixels = /** @type {(inputs: Org_Logo_Too_Many_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Bild des Logos hat zu viele Pixel (höchstens 40 Megapixel)`)
};

/**

* @param {Org_Logo_Too_Many_PixelsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_logo_too_many_pixels = /** @type {((inputs?: Org_Logo_Too_Many_PixelsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_Too_Many_PixelsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_logo_too_many_pixels(inputs)
	return en_org_logo_too_many_pixels(inputs)
});