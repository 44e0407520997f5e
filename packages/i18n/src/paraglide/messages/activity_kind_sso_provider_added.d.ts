/**

* @param {Activity_Kind_Sso_Provider_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_sso_provider_added: ((inputs?: Activity_Kind_Sso_Provider_AddedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Sso_Provider_AddedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Sso_Provider_AddedInputs = {};
