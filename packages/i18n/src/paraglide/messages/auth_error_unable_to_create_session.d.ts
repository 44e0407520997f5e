/**

* @param {Auth_Error_Unable_To_Create_SessionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_unable_to_create_session: ((inputs?: Auth_Error_Unable_To_Create_SessionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Unable_To_Create_SessionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Unable_To_Create_SessionInputs = {};
