import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Txt_NameInputs */

const en_sso_txt_name = /** @type {(inputs: Sso_Txt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record name`)
};

const de_sso_txt_name = /** @type {(inputs: Sso_Txt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Eintrags`)
};

/**

* @param {Sso_Txt_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_txt_name = /** @type {((inputs?: Sso_Txt_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Txt_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_txt_name(inputs)
	return en_sso_txt_name(inputs)
});