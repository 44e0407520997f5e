/**

* @param {Rule_Api_Key_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_unauthorized: ((inputs?: Rule_Api_Key_UnauthorizedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Api_Key_UnauthorizedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Api_Key_UnauthorizedInputs = {};
