/**

* @param {Auth_Error_Cross_Site_Navigation_Login_BlockedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_cross_site_navigation_login_blocked: ((inputs?: Auth_Error_Cross_Site_Navigation_Login_BlockedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Cross_Site_Navigation_Login_BlockedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Cross_Site_Navigation_Login_BlockedInputs = {};
