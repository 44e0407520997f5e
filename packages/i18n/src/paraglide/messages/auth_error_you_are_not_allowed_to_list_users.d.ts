/**

* @param {Auth_Error_You_Are_Not_Allowed_To_List_UsersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_allowed_to_list_users: ((inputs?: Auth_Error_You_Are_Not_Allowed_To_List_UsersInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Are_Not_Allowed_To_List_UsersInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Are_Not_Allowed_To_List_UsersInputs = {};
