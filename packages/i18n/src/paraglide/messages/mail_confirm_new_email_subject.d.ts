/**

* @param {Mail_Confirm_New_Email_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_new_email_subject: ((inputs?: Mail_Confirm_New_Email_SubjectInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_New_Email_SubjectInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_New_Email_SubjectInputs = {};
