import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Members_NoneInputs */

const en_apikey_members_none = /** @type {(inputs: Apikey_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No member of this organization has an API key.`)
};

const de_apikey_members_none = /** @type {(inputs: Apikey_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mitglied dieser Organisation hat einen API-Schlüssel.`)
};

/**

* @param {Apikey_Members_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_members_none = /** @type {((inputs?: Apikey_Members_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Members_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_members_none(inputs)
	return en_apikey_members_none(inputs)
});