/**

* @param {Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_password_cannot_be_updated_via_update_user: ((inputs?: Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Password_Cannot_Be_Updated_Via_Update_UserInputs = {};
