/**

* @param {Rule_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_password_too_short: ((inputs: Rule_Password_Too_ShortInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Password_Too_ShortInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Password_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
