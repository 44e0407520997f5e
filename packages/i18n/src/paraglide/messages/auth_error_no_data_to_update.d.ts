/**

* @param {Auth_Error_No_Data_To_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_no_data_to_update: ((inputs?: Auth_Error_No_Data_To_UpdateInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_No_Data_To_UpdateInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_No_Data_To_UpdateInputs = {};
