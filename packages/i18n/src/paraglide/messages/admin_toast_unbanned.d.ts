/**

* @param {Admin_Toast_UnbannedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_toast_unbanned: ((inputs: Admin_Toast_UnbannedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Toast_UnbannedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Toast_UnbannedInputs = {
    email: NonNullable<unknown>;
};
