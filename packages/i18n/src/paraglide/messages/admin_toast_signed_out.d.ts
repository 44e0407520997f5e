/**

* @param {Admin_Toast_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_toast_signed_out: ((inputs: Admin_Toast_Signed_OutInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Toast_Signed_OutInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Toast_Signed_OutInputs = {
    email: NonNullable<unknown>;
};
