/**

* @param {Auth_Error_Server_Only_PropertyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_server_only_property: ((inputs?: Auth_Error_Server_Only_PropertyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Server_Only_PropertyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Server_Only_PropertyInputs = {};
