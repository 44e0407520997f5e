/**

* @param {Mail_Ownership_Handed_Over_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_subject: ((inputs: Mail_Ownership_Handed_Over_SubjectInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ownership_Handed_Over_SubjectInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ownership_Handed_Over_SubjectInputs = {
    organizationName: NonNullable<unknown>;
    newOwnerName: NonNullable<unknown>;
};
