/**

* @param {Rule_Api_Key_Update_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_update_refused: ((inputs?: Rule_Api_Key_Update_RefusedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Api_Key_Update_RefusedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Api_Key_Update_RefusedInputs = {};
