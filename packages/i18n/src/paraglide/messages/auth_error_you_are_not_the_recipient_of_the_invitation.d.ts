/**

* @param {Auth_Error_You_Are_Not_The_Recipient_Of_The_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_the_recipient_of_the_invitation: ((inputs?: Auth_Error_You_Are_Not_The_Recipient_Of_The_InvitationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Are_Not_The_Recipient_Of_The_InvitationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Are_Not_The_Recipient_Of_The_InvitationInputs = {};
