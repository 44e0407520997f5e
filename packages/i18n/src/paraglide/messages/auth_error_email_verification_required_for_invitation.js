import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Email_Verification_Required_For_InvitationInputs */

const en_auth_error_email_verification_required_for_invitation = /** @type {(inputs: Auth_Error_Email_Verification_Required_For_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email verification required to view or list invitations for the session email`)
};

const de_auth_error_email_verification_required_for_invitation = /** @type {(inputs: Auth_Error_Email_Verification_Required_For_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihre Einladungen zu sehen`)
};

/**

* @param {Auth_Error_Email_Verification_Required_For_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_verification_required_for_invitation = /** @type {((inputs?: Auth_Error_Email_Verification_Required_For_InvitationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Email_Verification_Required_For_InvitationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_email_verification_required_for_invitation(inputs)
	return en_auth_error_email_verification_required_for_invitation(inputs)
});