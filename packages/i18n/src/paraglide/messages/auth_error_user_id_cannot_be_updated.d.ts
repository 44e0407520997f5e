/**

* @param {Auth_Error_User_Id_Cannot_Be_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_user_id_cannot_be_updated: ((inputs?: Auth_Error_User_Id_Cannot_Be_UpdatedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_User_Id_Cannot_Be_UpdatedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_User_Id_Cannot_Be_UpdatedInputs = {};
