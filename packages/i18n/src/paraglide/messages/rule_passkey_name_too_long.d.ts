/**

* @param {Rule_Passkey_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_passkey_name_too_long: ((inputs: Rule_Passkey_Name_Too_LongInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_Passkey_Name_Too_LongInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_Passkey_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
