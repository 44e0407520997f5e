import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_DescriptionInputs */

const en_apikey_description = /** @type {(inputs: Apikey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let your own software create and read Gewerbeanmeldungen. A key acts as you, in one organization.`)
};

const de_apikey_description = /** @type {(inputs: Apikey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lassen Sie Ihre eigene Software Gewerbeanmeldungen erstellen und lesen. Ein Schlüssel handelt in Ihrem Namen und gilt für eine Organisation.`)
};

/**

* @param {Apikey_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_description = /** @type {((inputs?: Apikey_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_description(inputs)
	return en_apikey_description(inputs)
});