/**

* @param {Error_List_Users_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_list_users_not_allowed: ((inputs?: Error_List_Users_Not_AllowedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_List_Users_Not_AllowedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_List_Users_Not_AllowedInputs = {};
