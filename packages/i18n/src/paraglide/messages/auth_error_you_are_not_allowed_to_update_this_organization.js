import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_You_Are_Not_Allowed_To_Update_This_OrganizationInputs */

const en_auth_error_you_are_not_allowed_to_update_this_organization = /** @type {(inputs: Auth_Error_You_Are_Not_Allowed_To_Update_This_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to update this organization`)
};

const de_auth_error_you_are_not_allowed_to_update_this_organization = /** @type {(inputs: Auth_Error_You_Are_Not_Allowed_To_Update_This_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie dürfen diese Organisation nicht bearbeiten`)
};

/**

* @param {Auth_Error_You_Are_Not_Allowed_To_Update_This_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_allowed_to_update_this_organization = /** @type {((inputs?: Auth_Error_You_Are_Not_Allowed_To_Update_This_OrganizationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_You_Are_Not_Allowed_To_Update_This_OrganizationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_you_are_not_allowed_to_update_this_organization(inputs)
	return en_auth_error_you_are_not_allowed_to_update_this_organization(inputs)
});