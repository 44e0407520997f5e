/**

* @param {Org_Invitation_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invitation_cancel_failed: ((inputs?: Org_Invitation_Cancel_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Invitation_Cancel_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Invitation_Cancel_FailedInputs = {};
