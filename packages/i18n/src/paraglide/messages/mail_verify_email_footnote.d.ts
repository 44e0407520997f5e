/**

* @param {Mail_Verify_Email_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_verify_email_footnote: ((inputs: Mail_Verify_Email_FootnoteInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Email_FootnoteInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verify_Email_FootnoteInputs = {
    hours: NonNullable<unknown>;
};
