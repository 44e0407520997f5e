/**

* @param {Auth_Error_Organization_Slug_Already_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_organization_slug_already_taken: ((inputs?: Auth_Error_Organization_Slug_Already_TakenInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Organization_Slug_Already_TakenInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Organization_Slug_Already_TakenInputs = {};
