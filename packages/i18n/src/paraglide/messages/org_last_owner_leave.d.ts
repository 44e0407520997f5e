/**

* @param {Org_Last_Owner_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_last_owner_leave: ((inputs?: Org_Last_Owner_LeaveInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Last_Owner_LeaveInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Last_Owner_LeaveInputs = {};
