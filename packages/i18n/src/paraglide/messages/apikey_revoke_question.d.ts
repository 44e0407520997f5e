/**

* @param {Apikey_Revoke_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_revoke_question: ((inputs?: Apikey_Revoke_QuestionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apikey_Revoke_QuestionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apikey_Revoke_QuestionInputs = {};
