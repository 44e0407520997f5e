/**

* @param {Auth_Error_User_Already_Exists_Use_Another_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_already_exists_use_another_email: ((inputs?: Auth_Error_User_Already_Exists_Use_Another_EmailInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_User_Already_Exists_Use_Another_EmailInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_User_Already_Exists_Use_Another_EmailInputs = {};
