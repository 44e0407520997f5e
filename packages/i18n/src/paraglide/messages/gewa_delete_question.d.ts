/**

* @param {Gewa_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_delete_question: ((inputs: Gewa_Delete_QuestionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Delete_QuestionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Delete_QuestionInputs = {
    title: NonNullable<unknown>;
};
