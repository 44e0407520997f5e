import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs */

const en_auth_error_inviter_is_no_longer_a_member_of_the_organization = /** @type {(inputs: Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter is no longer a member of the organization`)
};

const de_auth_error_inviter_is_no_longer_a_member_of_the_organization = /** @type {(inputs: Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die einladende Person ist kein Mitglied der Organisation mehr`)
};

/**

* @param {Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_inviter_is_no_longer_a_member_of_the_organization = /** @type {((inputs?: Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_inviter_is_no_longer_a_member_of_the_organization(inputs)
	return en_auth_error_inviter_is_no_longer_a_member_of_the_organization(inputs)
});