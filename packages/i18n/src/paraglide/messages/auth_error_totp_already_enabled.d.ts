/**

* @param {Auth_Error_Totp_Already_EnabledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_totp_already_enabled: ((inputs?: Auth_Error_Totp_Already_EnabledInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Totp_Already_EnabledInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Totp_Already_EnabledInputs = {};
