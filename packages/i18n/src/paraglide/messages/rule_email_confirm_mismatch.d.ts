/**

* @param {Rule_Email_Confirm_MismatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_email_confirm_mismatch: ((inputs?: Rule_Email_Confirm_MismatchInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Email_Confirm_MismatchInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Email_Confirm_MismatchInputs = {};
