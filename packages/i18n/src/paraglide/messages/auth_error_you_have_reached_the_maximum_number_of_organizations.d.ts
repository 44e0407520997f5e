/**

* @param {Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_have_reached_the_maximum_number_of_organizations: ((inputs?: Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Have_Reached_The_Maximum_Number_Of_OrganizationsInputs = {};
