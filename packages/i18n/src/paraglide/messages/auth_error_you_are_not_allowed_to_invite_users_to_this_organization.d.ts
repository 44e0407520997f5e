/**

* @param {Auth_Error_You_Are_Not_Allowed_To_Invite_Users_To_This_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_allowed_to_invite_users_to_this_organization: ((inputs?: Auth_Error_You_Are_Not_Allowed_To_Invite_Users_To_This_OrganizationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Are_Not_Allowed_To_Invite_Users_To_This_OrganizationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Are_Not_Allowed_To_Invite_Users_To_This_OrganizationInputs = {};
