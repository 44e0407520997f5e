import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dashboard_IntroInputs */

const en_dashboard_intro = /** @type {(inputs: Dashboard_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where things stand in ${i?.name}.`)
};

const de_dashboard_intro = /** @type {(inputs: Dashboard_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`So steht es um ${i?.name}.`)
};

/**

* @param {Dashboard_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_intro = /** @type {((inputs: Dashboard_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_intro(inputs)
	return en_dashboard_intro(inputs)
});