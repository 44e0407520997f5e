import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_You_Are_Not_Allowed_To_Cancel_This_InvitationInputs */

const en_auth_error_you_are_not_allowed_to_cancel_this_invitation = /** @type {(inputs: Auth_Error_You_Are_Not_Allowed_To_Cancel_This_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to cancel this invitation`)
};

const de_auth_error_you_are_not_allowed_to_cancel_this_invitation = /** @type {(inputs: Auth_Error_You_Are_Not_Allowed_To_Cancel_This_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie dürfen diese Einladung nicht zurückziehen`)
};

/**

* @param {Auth_Error_You_Are_Not_Allowed_To_Cancel_This_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_allowed_to_cancel_this_invitation = /** @type {((inputs?: Auth_Error_You_Are_Not_Allowed_To_Cancel_This_InvitationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_You_Are_Not_Allowed_To_Cancel_This_InvitationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_you_are_not_allowed_to_cancel_this_invitation(inputs)
	return en_auth_error_you_are_not_allowed_to_cancel_this_invitation(inputs)
});