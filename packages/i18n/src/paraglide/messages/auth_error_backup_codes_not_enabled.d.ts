/**

* @param {Auth_Error_Backup_Codes_Not_EnabledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_backup_codes_not_enabled: ((inputs?: Auth_Error_Backup_Codes_Not_EnabledInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Backup_Codes_Not_EnabledInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Backup_Codes_Not_EnabledInputs = {};
