/**

* @param {Rule_Passkey_Name_ControlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_passkey_name_control: ((inputs?: Rule_Passkey_Name_ControlInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Passkey_Name_ControlInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Passkey_Name_ControlInputs = {};
