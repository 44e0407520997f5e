/**

* @param {Input_Key_Prefix_FixedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_key_prefix_fixed: ((inputs?: Input_Key_Prefix_FixedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Key_Prefix_FixedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Key_Prefix_FixedInputs = {};
