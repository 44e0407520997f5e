/**

* @param {Activity_Kind_Sso_Settings_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_sso_settings_changed: ((inputs?: Activity_Kind_Sso_Settings_ChangedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Sso_Settings_ChangedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Sso_Settings_ChangedInputs = {};
