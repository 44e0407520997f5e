/**

* @param {Auth_Error_You_Cannot_Impersonate_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_cannot_impersonate_admins: ((inputs?: Auth_Error_You_Cannot_Impersonate_AdminsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Cannot_Impersonate_AdminsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Cannot_Impersonate_AdminsInputs = {};
