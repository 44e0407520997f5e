/**

* @param {Auth_Error_Failed_To_Retrieve_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_retrieve_invitation: ((inputs?: Auth_Error_Failed_To_Retrieve_InvitationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Failed_To_Retrieve_InvitationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Failed_To_Retrieve_InvitationInputs = {};
