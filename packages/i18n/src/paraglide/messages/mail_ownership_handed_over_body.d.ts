/**

* @param {Mail_Ownership_Handed_Over_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_body: ((inputs: Mail_Ownership_Handed_Over_BodyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ownership_Handed_Over_BodyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ownership_Handed_Over_BodyInputs = {
    organizationName: NonNullable<unknown>;
    newOwnerName: NonNullable<unknown>;
};
