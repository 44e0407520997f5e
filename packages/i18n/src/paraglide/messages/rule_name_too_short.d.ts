/**

* @param {Rule_Name_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_name_too_short: ((inputs: Rule_Name_Too_ShortInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Name_Too_ShortInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Name_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
