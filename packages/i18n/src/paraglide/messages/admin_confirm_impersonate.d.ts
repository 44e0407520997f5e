/**

* @param {Admin_Confirm_ImpersonateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_impersonate: ((inputs?: Admin_Confirm_ImpersonateInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Confirm_ImpersonateInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Confirm_ImpersonateInputs = {};
