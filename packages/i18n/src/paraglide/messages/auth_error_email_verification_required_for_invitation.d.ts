/**

* @param {Auth_Error_Email_Verification_Required_For_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_verification_required_for_invitation: ((inputs?: Auth_Error_Email_Verification_Required_For_InvitationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Email_Verification_Required_For_InvitationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Email_Verification_Required_For_InvitationInputs = {};
