/**

* @param {Org_Transfer_New_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_new_owner: ((inputs?: Org_Transfer_New_OwnerInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Transfer_New_OwnerInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Transfer_New_OwnerInputs = {};
