/**

* @param {Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_verification_required_before_accepting_or_rejecting_invitation: ((inputs?: Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Email_Verification_Required_Before_Accepting_Or_Rejecting_InvitationInputs = {};
