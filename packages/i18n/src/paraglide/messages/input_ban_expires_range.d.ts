/**

* @param {Input_Ban_Expires_RangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_ban_expires_range: ((inputs?: Input_Ban_Expires_RangeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Ban_Expires_RangeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Ban_Expires_RangeInputs = {};
