/**

* @param {Auth_Error_User_Is_Not_A_Member_Of_The_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_is_not_a_member_of_the_organization: ((inputs?: Auth_Error_User_Is_Not_A_Member_Of_The_OrganizationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_User_Is_Not_A_Member_Of_The_OrganizationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_User_Is_Not_A_Member_Of_The_OrganizationInputs = {};
