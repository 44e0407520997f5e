/**

* @param {Rule_Invitee_Role_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_invitee_role_only: ((inputs?: Rule_Invitee_Role_OnlyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Invitee_Role_OnlyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Invitee_Role_OnlyInputs = {};
