import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Regenerate_DescriptionInputs */

const en_twofa_regenerate_description = /** @type {(inputs: Twofa_Regenerate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current backup codes stop working. Enter your password to confirm.`)
};

const de_twofa_regenerate_description = /** @type {(inputs: Twofa_Regenerate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre bisherigen Backup-Codes werden ungültig. Geben Sie zur Bestätigung Ihr Passwort ein.`)
};

/**

* @param {Twofa_Regenerate_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_description = /** @type {((inputs?: Twofa_Regenerate_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Regenerate_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_regenerate_description(inputs)
	return en_twofa_regenerate_description(inputs)
});