/**

* @param {Activity_Kind_Scim_Token_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_scim_token_revoked: ((inputs?: Activity_Kind_Scim_Token_RevokedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Scim_Token_RevokedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Scim_Token_RevokedInputs = {};
