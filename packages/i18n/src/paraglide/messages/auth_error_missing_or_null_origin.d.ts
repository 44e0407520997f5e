/**

* @param {Auth_Error_Missing_Or_Null_OriginInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_missing_or_null_origin: ((inputs?: Auth_Error_Missing_Or_Null_OriginInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Missing_Or_Null_OriginInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Missing_Or_Null_OriginInputs = {};
