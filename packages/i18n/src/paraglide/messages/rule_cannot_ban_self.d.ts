/**

* @param {Rule_Cannot_Ban_SelfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_cannot_ban_self: ((inputs?: Rule_Cannot_Ban_SelfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Cannot_Ban_SelfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Cannot_Ban_SelfInputs = {};
