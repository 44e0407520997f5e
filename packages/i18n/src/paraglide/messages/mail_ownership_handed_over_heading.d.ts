/**

* @param {Mail_Ownership_Handed_Over_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_heading: ((inputs: Mail_Ownership_Handed_Over_HeadingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ownership_Handed_Over_HeadingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ownership_Handed_Over_HeadingInputs = {
    newOwnerName: NonNullable<unknown>;
    organizationName: NonNullable<unknown>;
};
