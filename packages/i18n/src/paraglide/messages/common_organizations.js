import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_OrganizationsInputs */

const en_common_organizations = /** @type {(inputs: Common_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizations`)
};

const de_common_organizations = /** @type {(inputs: Common_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen`)
};

/**

* @param {Common_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_organizations = /** @type {((inputs?: Common_OrganizationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_OrganizationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_common_organizations(inputs)
	return en_common_organizations(inputs)
});