/**

* @param {Mail_Email_Changed_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_preview: ((inputs: Mail_Email_Changed_PreviewInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_PreviewInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_PreviewInputs = {
    newEmail: NonNullable<unknown>;
};
