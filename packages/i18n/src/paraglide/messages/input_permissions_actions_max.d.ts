/**

* @param {Input_Permissions_Actions_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permissions_actions_max: ((inputs: Input_Permissions_Actions_MaxInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Permissions_Actions_MaxInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Permissions_Actions_MaxInputs = {
    max: NonNullable<unknown>;
};
