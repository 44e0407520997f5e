/**

* @param {Rule_Api_Key_Not_Allowed_To_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_not_allowed_to_revoke: ((inputs?: Rule_Api_Key_Not_Allowed_To_RevokeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Api_Key_Not_Allowed_To_RevokeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Api_Key_Not_Allowed_To_RevokeInputs = {};
