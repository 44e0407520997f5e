/**

* @param {Input_Passkey_Name_ControlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_passkey_name_control: ((inputs?: Input_Passkey_Name_ControlInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Passkey_Name_ControlInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Passkey_Name_ControlInputs = {};
