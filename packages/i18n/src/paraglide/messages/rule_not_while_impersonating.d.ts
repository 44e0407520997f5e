/**

* @param {Rule_Not_While_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_not_while_impersonating: ((inputs?: Rule_Not_While_ImpersonatingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Not_While_ImpersonatingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Not_While_ImpersonatingInputs = {};
