/**

* @param {Auth_Error_Insufficient_Api_Key_PermissionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_insufficient_api_key_permissions: ((inputs?: Auth_Error_Insufficient_Api_Key_PermissionsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Insufficient_Api_Key_PermissionsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Insufficient_Api_Key_PermissionsInputs = {};
