/**

* @param {Sessions_Sign_Out_Others_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_others_question: ((inputs: Sessions_Sign_Out_Others_QuestionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Sign_Out_Others_QuestionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Sign_Out_Others_QuestionInputs = {
    count: NonNullable<unknown>;
};
