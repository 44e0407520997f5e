import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Organization_RequiredInputs */

const en_sso_organization_required = /** @type {(inputs: Sso_Organization_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An identity provider belongs to an organization.`)
};

const de_sso_organization_required = /** @type {(inputs: Sso_Organization_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Identitätsanbieter gehört zu einer Organisation.`)
};

/**

* @param {Sso_Organization_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_organization_required = /** @type {((inputs?: Sso_Organization_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Organization_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_organization_required(inputs)
	return en_sso_organization_required(inputs)
});