/**

* @param {Auth_Error_User_Not_Member_Of_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_not_member_of_organization: ((inputs?: Auth_Error_User_Not_Member_Of_OrganizationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_User_Not_Member_Of_OrganizationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_User_Not_Member_Of_OrganizationInputs = {};
