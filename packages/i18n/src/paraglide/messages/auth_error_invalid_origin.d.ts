/**

* @param {Auth_Error_Invalid_OriginInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_origin: ((inputs?: Auth_Error_Invalid_OriginInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Invalid_OriginInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Invalid_OriginInputs = {};
