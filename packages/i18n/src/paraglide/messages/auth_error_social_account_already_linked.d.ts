/**

* @param {Auth_Error_Social_Account_Already_LinkedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_social_account_already_linked: ((inputs?: Auth_Error_Social_Account_Already_LinkedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Social_Account_Already_LinkedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Social_Account_Already_LinkedInputs = {};
