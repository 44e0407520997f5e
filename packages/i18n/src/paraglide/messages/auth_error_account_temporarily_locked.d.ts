/**

* @param {Auth_Error_Account_Temporarily_LockedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_account_temporarily_locked: ((inputs?: Auth_Error_Account_Temporarily_LockedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Account_Temporarily_LockedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Account_Temporarily_LockedInputs = {};
