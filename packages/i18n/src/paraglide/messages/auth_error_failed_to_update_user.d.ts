/**

* @param {Auth_Error_Failed_To_Update_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_update_user: ((inputs?: Auth_Error_Failed_To_Update_UserInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Failed_To_Update_UserInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Failed_To_Update_UserInputs = {};
