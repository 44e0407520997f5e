/**

* @param {Auth_Error_Organization_Membership_Limit_ReachedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_organization_membership_limit_reached: ((inputs?: Auth_Error_Organization_Membership_Limit_ReachedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Organization_Membership_Limit_ReachedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Organization_Membership_Limit_ReachedInputs = {};
