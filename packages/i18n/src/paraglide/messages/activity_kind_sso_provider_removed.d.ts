/**

* @param {Activity_Kind_Sso_Provider_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_sso_provider_removed: ((inputs?: Activity_Kind_Sso_Provider_RemovedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Sso_Provider_RemovedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Sso_Provider_RemovedInputs = {};
