/**

* @param {Auth_Error_Failed_To_Unlink_Last_AccountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_unlink_last_account: ((inputs?: Auth_Error_Failed_To_Unlink_Last_AccountInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Failed_To_Unlink_Last_AccountInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Failed_To_Unlink_Last_AccountInputs = {};
