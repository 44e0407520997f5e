/**

* @param {Mail_Invitation_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_subject: ((inputs: Mail_Invitation_SubjectInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invitation_SubjectInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invitation_SubjectInputs = {
    inviterName: NonNullable<unknown>;
    organizationName: NonNullable<unknown>;
};
