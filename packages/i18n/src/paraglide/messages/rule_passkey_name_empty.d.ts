/**

* @param {Rule_Passkey_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_passkey_name_empty: ((inputs?: Rule_Passkey_Name_EmptyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Passkey_Name_EmptyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Passkey_Name_EmptyInputs = {};
