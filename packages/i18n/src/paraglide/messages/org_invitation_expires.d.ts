/**

* @param {Org_Invitation_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invitation_expires: ((inputs: Org_Invitation_ExpiresInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Invitation_ExpiresInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Invitation_ExpiresInputs = {
    date: NonNullable<unknown>;
};
