/**

* @param {Mail_Invitation_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_heading: ((inputs: Mail_Invitation_HeadingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invitation_HeadingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invitation_HeadingInputs = {
    organizationName: NonNullable<unknown>;
};
