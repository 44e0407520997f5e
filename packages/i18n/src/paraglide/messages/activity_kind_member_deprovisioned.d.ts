/**

* @param {Activity_Kind_Member_DeprovisionedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_member_deprovisioned: ((inputs?: Activity_Kind_Member_DeprovisionedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Member_DeprovisionedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Member_DeprovisionedInputs = {};
