/**

* @param {Activity_Kind_Sso_Domain_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_sso_domain_verified: ((inputs?: Activity_Kind_Sso_Domain_VerifiedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Sso_Domain_VerifiedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Sso_Domain_VerifiedInputs = {};
