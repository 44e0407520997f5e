/**

* @param {Org_No_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_no_pending_invitations: ((inputs?: Org_No_Pending_InvitationsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_No_Pending_InvitationsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_No_Pending_InvitationsInputs = {};
