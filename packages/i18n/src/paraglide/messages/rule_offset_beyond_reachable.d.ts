/**

* @param {Rule_Offset_Beyond_ReachableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_offset_beyond_reachable: ((inputs: Rule_Offset_Beyond_ReachableInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Offset_Beyond_ReachableInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Offset_Beyond_ReachableInputs = {
    reachable: NonNullable<unknown>;
    reachableFormatted: NonNullable<unknown>;
};
