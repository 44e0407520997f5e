/**

* @param {Auth_Error_Expires_In_Is_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_expires_in_is_too_small: ((inputs?: Auth_Error_Expires_In_Is_Too_SmallInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Expires_In_Is_Too_SmallInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Expires_In_Is_Too_SmallInputs = {};
