/**

* @param {Auth_Error_Invalid_Two_Factor_CookieInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_two_factor_cookie: ((inputs?: Auth_Error_Invalid_Two_Factor_CookieInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Invalid_Two_Factor_CookieInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Invalid_Two_Factor_CookieInputs = {};
