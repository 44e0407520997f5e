/**

* @param {Auth_Error_Failed_To_Get_SessionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_get_session: ((inputs?: Auth_Error_Failed_To_Get_SessionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Failed_To_Get_SessionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Failed_To_Get_SessionInputs = {};
