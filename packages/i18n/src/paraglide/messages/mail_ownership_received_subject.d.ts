/**

* @param {Mail_Ownership_Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_received_subject: ((inputs: Mail_Ownership_Received_SubjectInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ownership_Received_SubjectInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ownership_Received_SubjectInputs = {
    organizationName: NonNullable<unknown>;
};
