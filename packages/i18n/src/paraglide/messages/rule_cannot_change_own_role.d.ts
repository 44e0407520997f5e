/**

* @param {Rule_Cannot_Change_Own_RoleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_cannot_change_own_role: ((inputs?: Rule_Cannot_Change_Own_RoleInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Cannot_Change_Own_RoleInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Cannot_Change_Own_RoleInputs = {};
