import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_You_Cannot_Leave_The_Organization_As_The_Only_OwnerInputs */

const en_auth_error_you_cannot_leave_the_organization_as_the_only_owner = /** @type {(inputs: Auth_Error_You_Cannot_Leave_The_Organization_As_The_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot leave the organization as the only owner`)
};

const de_auth_error_you_cannot_leave_the_organization_as_the_only_owner = /** @type {(inputs: Auth_Error_You_Cannot_Leave_The_Organization_As_The_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als einziger Inhaber können Sie die Organisation nicht verlassen`)
};

/**

* @param {Auth_Error_You_Cannot_Leave_The_Organization_As_The_Only_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_cannot_leave_the_organization_as_the_only_owner = /** @type {((inputs?: Auth_Error_You_Cannot_Leave_The_Organization_As_The_Only_OwnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_You_Cannot_Leave_The_Organization_As_The_Only_OwnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_you_cannot_leave_the_organization_as_the_only_owner(inputs)
	return en_auth_error_you_cannot_leave_the_organization_as_the_only_owner(inputs)
});