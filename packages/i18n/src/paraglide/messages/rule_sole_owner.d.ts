/**

* @param {Rule_Sole_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_sole_owner: ((inputs: Rule_Sole_OwnerInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Sole_OwnerInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Sole_OwnerInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
