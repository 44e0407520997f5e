import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Show_Txt_ValueInputs */

const en_sso_show_txt_value = /** @type {(inputs: Sso_Show_Txt_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show record value`)
};

const de_sso_show_txt_value = /** @type {(inputs: Sso_Show_Txt_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert anzeigen`)
};

/**

* @param {Sso_Show_Txt_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_show_txt_value = /** @type {((inputs?: Sso_Show_Txt_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Show_Txt_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_show_txt_value(inputs)
	return en_sso_show_txt_value(inputs)
});