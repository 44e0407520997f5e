/**

* @param {Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_inviter_is_no_longer_a_member_of_the_organization: ((inputs?: Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Inviter_Is_No_Longer_A_Member_Of_The_OrganizationInputs = {};
