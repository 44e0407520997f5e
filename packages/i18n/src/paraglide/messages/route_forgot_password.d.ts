/**

* @param {Route_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const route_forgot_password: ((inputs?: Route_Forgot_PasswordInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Forgot_PasswordInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Forgot_PasswordInputs = {};
