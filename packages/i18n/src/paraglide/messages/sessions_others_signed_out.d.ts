/**

* @param {Sessions_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_others_signed_out: ((inputs?: Sessions_Others_Signed_OutInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Others_Signed_OutInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Others_Signed_OutInputs = {};
