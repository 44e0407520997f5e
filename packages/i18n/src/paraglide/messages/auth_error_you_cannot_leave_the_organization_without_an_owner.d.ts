/**

* @param {Auth_Error_You_Cannot_Leave_The_Organization_Without_An_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_cannot_leave_the_organization_without_an_owner: ((inputs?: Auth_Error_You_Cannot_Leave_The_Organization_Without_An_OwnerInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Cannot_Leave_The_Organization_Without_An_OwnerInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Cannot_Leave_The_Organization_Without_An_OwnerInputs = {};
