/**

* @param {Sessions_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_others: ((inputs?: Sessions_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Sign_Out_OthersInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Sign_Out_OthersInputs = {};
