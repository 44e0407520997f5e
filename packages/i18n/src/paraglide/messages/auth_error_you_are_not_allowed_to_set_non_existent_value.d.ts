/**

* @param {Auth_Error_You_Are_Not_Allowed_To_Set_Non_Existent_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_are_not_allowed_to_set_non_existent_value: ((inputs?: Auth_Error_You_Are_Not_Allowed_To_Set_Non_Existent_ValueInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Are_Not_Allowed_To_Set_Non_Existent_ValueInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Are_Not_Allowed_To_Set_Non_Existent_ValueInputs = {};
