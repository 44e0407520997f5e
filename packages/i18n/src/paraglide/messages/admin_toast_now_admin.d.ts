/**

* @param {Admin_Toast_Now_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_toast_now_admin: ((inputs: Admin_Toast_Now_AdminInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Toast_Now_AdminInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Toast_Now_AdminInputs = {
    name: NonNullable<unknown>;
};
