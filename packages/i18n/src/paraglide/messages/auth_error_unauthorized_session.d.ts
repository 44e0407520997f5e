/**

* @param {Auth_Error_Unauthorized_SessionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_unauthorized_session: ((inputs?: Auth_Error_Unauthorized_SessionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Unauthorized_SessionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Unauthorized_SessionInputs = {};
