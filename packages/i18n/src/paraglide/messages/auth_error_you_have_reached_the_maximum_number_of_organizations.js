import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs */

const en_auth_error_you_have_reached_the_maximum_number_of_organizations = /** @type {(inputs: Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have reached the maximum number of organizations`)
};

const de_auth_error_you_have_reached_the_maximum_number_of_organizations = /** @type {(inputs: Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben die Höchstzahl an Organisationen erreicht`)
};

/**

* @param {Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_have_reached_the_maximum_number_of_organizations = /** @type {((inputs?: Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_you_have_reached_the_maximum_number_of_organizations(inputs)
	return en_auth_error_you_have_reached_the_maximum_number_of_organizations(inputs)
});