/**

* @param {Auth_Error_Invalid_Backup_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_backup_code: ((inputs?: Auth_Error_Invalid_Backup_CodeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Invalid_Backup_CodeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Invalid_Backup_CodeInputs = {};
