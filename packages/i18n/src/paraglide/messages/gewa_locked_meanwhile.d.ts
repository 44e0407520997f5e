/**

* @param {Gewa_Locked_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_locked_meanwhile: ((inputs?: Gewa_Locked_MeanwhileInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Locked_MeanwhileInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Locked_MeanwhileInputs = {};
