/**

* @param {Mail_Sign_In_Paused_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_subject: ((inputs?: Mail_Sign_In_Paused_SubjectInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_Paused_SubjectInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_Paused_SubjectInputs = {};
