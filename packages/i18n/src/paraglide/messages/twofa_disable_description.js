import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Disable_DescriptionInputs */

const en_twofa_disable_description = /** @type {(inputs: Twofa_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in will ask only for your password. Enter it to confirm.`)
};

const de_twofa_disable_description = /** @type {(inputs: Twofa_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung wird dann nur noch Ihr Passwort abgefragt. Geben Sie es zur Bestätigung ein.`)
};

/**

* @param {Twofa_Disable_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_disable_description = /** @type {((inputs?: Twofa_Disable_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Disable_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_disable_description(inputs)
	return en_twofa_disable_description(inputs)
});