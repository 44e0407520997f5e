/**

* @param {Auth_Error_User_Is_Already_Invited_To_This_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_is_already_invited_to_this_organization: ((inputs?: Auth_Error_User_Is_Already_Invited_To_This_OrganizationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_User_Is_Already_Invited_To_This_OrganizationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_User_Is_Already_Invited_To_This_OrganizationInputs = {};
