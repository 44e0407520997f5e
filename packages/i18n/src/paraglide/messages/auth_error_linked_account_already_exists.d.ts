/**

* @param {Auth_Error_Linked_Account_Already_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_linked_account_already_exists: ((inputs?: Auth_Error_Linked_Account_Already_ExistsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Linked_Account_Already_ExistsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Linked_Account_Already_ExistsInputs = {};
