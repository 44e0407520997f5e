/**

* @param {Auth_Error_Failed_To_Verify_RegistrationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_verify_registration: ((inputs?: Auth_Error_Failed_To_Verify_RegistrationInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Failed_To_Verify_RegistrationInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Failed_To_Verify_RegistrationInputs = {};
