/**

* @param {Admin_Toast_Now_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_toast_now_user: ((inputs: Admin_Toast_Now_UserInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Toast_Now_UserInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Toast_Now_UserInputs = {
    name: NonNullable<unknown>;
};
