/**

* @param {Twofa_Code_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_code_rejected: ((inputs?: Twofa_Code_RejectedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Code_RejectedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Code_RejectedInputs = {};
