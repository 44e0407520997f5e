/**

* @param {Rule_Cannot_Impersonate_SelfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_cannot_impersonate_self: ((inputs?: Rule_Cannot_Impersonate_SelfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Cannot_Impersonate_SelfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Cannot_Impersonate_SelfInputs = {};
