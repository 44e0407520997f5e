/**

* @param {Sessions_Sign_Out_Others_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_others_title: ((inputs?: Sessions_Sign_Out_Others_TitleInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Sign_Out_Others_TitleInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Sign_Out_Others_TitleInputs = {};
