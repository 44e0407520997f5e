/**

* @param {Mail_Invitation_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_footnote: ((inputs: Mail_Invitation_FootnoteInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invitation_FootnoteInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invitation_FootnoteInputs = {
    days: NonNullable<unknown>;
};
