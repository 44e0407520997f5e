/**

* @param {Admin_Users_Load_Error_PlainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_users_load_error_plain: ((inputs?: Admin_Users_Load_Error_PlainInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Load_Error_PlainInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Load_Error_PlainInputs = {};
