/**

* @param {Passkey_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_delete_question: ((inputs?: Passkey_Delete_QuestionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkey_Delete_QuestionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkey_Delete_QuestionInputs = {};
