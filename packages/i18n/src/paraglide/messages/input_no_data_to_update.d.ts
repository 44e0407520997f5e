/**

* @param {Input_No_Data_To_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_no_data_to_update: ((inputs?: Input_No_Data_To_UpdateInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_No_Data_To_UpdateInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_No_Data_To_UpdateInputs = {};
