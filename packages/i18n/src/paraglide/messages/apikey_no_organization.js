import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_No_OrganizationInputs */

const en_apikey_no_organization = /** @type {(inputs: Apikey_No_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create or join an organization to make API keys for it.`)
};

const de_apikey_no_organization = /** @type {(inputs: Apikey_No_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellen Sie eine Organisation oder treten Sie einer bei, um API-Schlüssel dafür anzulegen.`)
};

/**

* @param {Apikey_No_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_no_organization = /** @type {((inputs?: Apikey_No_OrganizationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_No_OrganizationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_no_organization(inputs)
	return en_apikey_no_organization(inputs)
});