import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs */

const en_auth_error_email_verification_required_before_accepting_or_rejecting_invitation = /** @type {(inputs: Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email verification required before accepting or rejecting invitation`)
};

const de_auth_error_email_verification_required_before_accepting_or_rejecting_invitation = /** @type {(inputs: Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie die Einladung annehmen oder ablehnen`)
};

/**

* @param {Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_verification_required_before_accepting_or_rejecting_invitation = /** @type {((inputs?: Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_email_verification_required_before_accepting_or_rejecting_invitation(inputs)
	return en_auth_error_email_verification_required_before_accepting_or_rejecting_invitation(inputs)
});