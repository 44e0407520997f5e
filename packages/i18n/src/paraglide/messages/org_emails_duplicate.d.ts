/**

* @param {Org_Emails_DuplicateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_emails_duplicate: ((inputs: Org_Emails_DuplicateInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Emails_DuplicateInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Emails_DuplicateInputs = {
    emails: NonNullable<unknown>;
};
