/**

* @param {Org_Transfer_Already_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_already_owner: ((inputs?: Org_Transfer_Already_OwnerInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Transfer_Already_OwnerInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Transfer_Already_OwnerInputs = {};
