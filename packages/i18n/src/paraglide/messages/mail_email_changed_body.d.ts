/**

* @param {Mail_Email_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_body: ((inputs: Mail_Email_Changed_BodyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_BodyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_BodyInputs = {
    newEmail: NonNullable<unknown>;
};
