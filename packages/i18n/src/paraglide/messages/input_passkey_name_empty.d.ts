/**

* @param {Input_Passkey_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_passkey_name_empty: ((inputs?: Input_Passkey_Name_EmptyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Passkey_Name_EmptyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Passkey_Name_EmptyInputs = {};
