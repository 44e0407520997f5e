/**

* @param {Auth_Error_Otp_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_otp_not_configured: ((inputs?: Auth_Error_Otp_Not_ConfiguredInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Otp_Not_ConfiguredInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Otp_Not_ConfiguredInputs = {};
