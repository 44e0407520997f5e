/**

* @param {Mail_Invitation_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_body: ((inputs: Mail_Invitation_BodyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invitation_BodyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invitation_BodyInputs = {
    inviterName: NonNullable<unknown>;
    inviterEmail: NonNullable<unknown>;
    organizationName: NonNullable<unknown>;
};
