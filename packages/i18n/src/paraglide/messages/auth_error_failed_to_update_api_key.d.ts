/**

* @param {Auth_Error_Failed_To_Update_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_update_api_key: ((inputs?: Auth_Error_Failed_To_Update_Api_KeyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Failed_To_Update_Api_KeyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Failed_To_Update_Api_KeyInputs = {};
