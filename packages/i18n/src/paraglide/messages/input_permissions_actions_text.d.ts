/**

* @param {Input_Permissions_Actions_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permissions_actions_text: ((inputs?: Input_Permissions_Actions_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Permissions_Actions_TextInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Permissions_Actions_TextInputs = {};
