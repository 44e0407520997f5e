/**

* @param {Org_Invite_Failed_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invite_failed_for: ((inputs: Org_Invite_Failed_ForInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Invite_Failed_ForInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Invite_Failed_ForInputs = {
    emails: NonNullable<unknown>;
};
