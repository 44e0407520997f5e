/**

* @param {Rule_Api_Key_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_name_too_long: ((inputs: Rule_Api_Key_Name_Too_LongInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Api_Key_Name_Too_LongInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Api_Key_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
