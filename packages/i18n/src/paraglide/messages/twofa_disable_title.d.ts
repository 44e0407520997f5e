/**

* @param {Twofa_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_disable_title: ((inputs?: Twofa_Disable_TitleInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Disable_TitleInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Disable_TitleInputs = {};
