/**

* @param {Input_Key_For_Signed_In_UserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_key_for_signed_in_user: ((inputs?: Input_Key_For_Signed_In_UserInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Key_For_Signed_In_UserInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Key_For_Signed_In_UserInputs = {};
