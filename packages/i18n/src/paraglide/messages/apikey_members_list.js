import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Members_ListInputs */

const en_apikey_members_list = /** @type {(inputs: Apikey_Members_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members' API keys`)
};

const de_apikey_members_list = /** @type {(inputs: Apikey_Members_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel der Mitglieder`)
};

/**

* @param {Apikey_Members_ListInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_members_list = /** @type {((inputs?: Apikey_Members_ListInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Members_ListInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_members_list(inputs)
	return en_apikey_members_list(inputs)
});