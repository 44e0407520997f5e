import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_New_Codes_DescriptionInputs */

const en_twofa_new_codes_description = /** @type {(inputs: Twofa_New_Codes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep them somewhere safe: they are shown only now. Each works once; your old codes no longer work.`)
};

const de_twofa_new_codes_description = /** @type {(inputs: Twofa_New_Codes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt. Jeder Code ist einmal gültig; Ihre alten Codes funktionieren nicht mehr.`)
};

/**

* @param {Twofa_New_Codes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_new_codes_description = /** @type {((inputs?: Twofa_New_Codes_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_New_Codes_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_new_codes_description(inputs)
	return en_twofa_new_codes_description(inputs)
});