import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_No_Active_OrganizationInputs */

const en_auth_error_no_active_organization = /** @type {(inputs: Auth_Error_No_Active_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active organization`)
};

const de_auth_error_no_active_organization = /** @type {(inputs: Auth_Error_No_Active_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine aktive Organisation`)
};

/**

* @param {Auth_Error_No_Active_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_no_active_organization = /** @type {((inputs?: Auth_Error_No_Active_OrganizationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_No_Active_OrganizationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_no_active_organization(inputs)
	return en_auth_error_no_active_organization(inputs)
});