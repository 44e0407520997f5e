import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Save_Codes_DescriptionInputs */

const en_twofa_save_codes_description = /** @type {(inputs: Twofa_Save_Codes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you lose your authenticator app, each of these codes signs you in once. They are shown only now: download them or write them down.`)
};

const de_twofa_save_codes_description = /** @type {(inputs: Twofa_Save_Codes_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie Ihre Authenticator-App verlieren, können Sie sich mit jedem dieser Codes einmal anmelden. Sie werden nur jetzt angezeigt: Laden Sie sie herunter oder schreiben Sie sie auf.`)
};

/**

* @param {Twofa_Save_Codes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_save_codes_description = /** @type {((inputs?: Twofa_Save_Codes_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Save_Codes_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_save_codes_description(inputs)
	return en_twofa_save_codes_description(inputs)
});