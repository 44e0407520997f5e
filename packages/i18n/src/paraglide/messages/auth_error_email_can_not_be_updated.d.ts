/**

* @param {Auth_Error_Email_Can_Not_Be_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_can_not_be_updated: ((inputs?: Auth_Error_Email_Can_Not_Be_UpdatedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Email_Can_Not_Be_UpdatedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Email_Can_Not_Be_UpdatedInputs = {};
