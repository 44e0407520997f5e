import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Organization_Membership_Limit_ReachedInputs */

const en_auth_error_organization_membership_limit_reached = /** @type {(inputs: Auth_Error_Organization_Membership_Limit_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization membership limit reached`)
};

const de_auth_error_organization_membership_limit_reached = /** @type {(inputs: Auth_Error_Organization_Membership_Limit_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Höchstzahl an Mitgliedern der Organisation ist erreicht`)
};

/**

* @param {Auth_Error_Organization_Membership_Limit_ReachedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_organization_membership_limit_reached = /** @type {((inputs?: Auth_Error_Organization_Membership_Limit_ReachedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Organization_Membership_Limit_ReachedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_organization_membership_limit_reached(inputs)
	return en_auth_error_organization_membership_limit_reached(inputs)
});