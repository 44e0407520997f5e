/**

* @param {Admin_Refine_To_See_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_refine_to_see_more: ((inputs: Admin_Refine_To_See_MoreInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refine_To_See_MoreInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refine_To_See_MoreInputs = {
    limit: NonNullable<unknown>;
};
