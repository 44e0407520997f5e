/**

* @param {Rule_Name_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_name_control_characters: ((inputs?: Rule_Name_Control_CharactersInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Name_Control_CharactersInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Name_Control_CharactersInputs = {};
