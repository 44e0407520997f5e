/**

* @param {Input_Passkey_Name_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_passkey_name_text: ((inputs?: Input_Passkey_Name_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Passkey_Name_TextInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Passkey_Name_TextInputs = {};
