import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enable_TitleInputs */

const en_twofa_enable_title = /** @type {(inputs: Twofa_Enable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor authentication`)
};

const de_twofa_enable_title = /** @type {(inputs: Twofa_Enable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung aktivieren`)
};

/**

* @param {Twofa_Enable_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_enable_title = /** @type {((inputs?: Twofa_Enable_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enable_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_enable_title(inputs)
	return en_twofa_enable_title(inputs)
});