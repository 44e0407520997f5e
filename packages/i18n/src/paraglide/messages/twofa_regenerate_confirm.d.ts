/**

* @param {Twofa_Regenerate_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_confirm: ((inputs?: Twofa_Regenerate_ConfirmInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Regenerate_ConfirmInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Regenerate_ConfirmInputs = {};
