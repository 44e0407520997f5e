/**

* @param {Rule_Current_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_current_password_required: ((inputs?: Rule_Current_Password_RequiredInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Current_Password_RequiredInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Current_Password_RequiredInputs = {};
