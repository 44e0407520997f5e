/**

* @param {Auth_Error_Too_Many_Attempts_Request_New_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_too_many_attempts_request_new_code: ((inputs?: Auth_Error_Too_Many_Attempts_Request_New_CodeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Too_Many_Attempts_Request_New_CodeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Too_Many_Attempts_Request_New_CodeInputs = {};
