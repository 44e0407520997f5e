/**

* @param {Auth_Error_You_Are_Not_Allowed_To_List_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_allowed_to_list_invitations: ((inputs?: Auth_Error_You_Are_Not_Allowed_To_List_InvitationsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Are_Not_Allowed_To_List_InvitationsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Are_Not_Allowed_To_List_InvitationsInputs = {};
