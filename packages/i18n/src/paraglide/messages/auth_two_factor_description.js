import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_DescriptionInputs */

const en_auth_two_factor_description = /** @type {(inputs: Auth_Two_Factor_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One more step to sign in.`)
};

const de_auth_two_factor_description = /** @type {(inputs: Auth_Two_Factor_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur noch ein Schritt bis zur Anmeldung.`)
};

/**

* @param {Auth_Two_Factor_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_description = /** @type {((inputs?: Auth_Two_Factor_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_two_factor_description(inputs)
	return en_auth_two_factor_description(inputs)
});