/**

* @param {Twofa_Disable_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_disable_failed: ((inputs?: Twofa_Disable_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Disable_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Disable_FailedInputs = {};
