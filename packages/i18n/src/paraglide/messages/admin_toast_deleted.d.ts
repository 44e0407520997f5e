/**

* @param {Admin_Toast_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_toast_deleted: ((inputs: Admin_Toast_DeletedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Toast_DeletedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Toast_DeletedInputs = {
    email: NonNullable<unknown>;
};
