/**

* @param {Org_Transfer_Confirm_MismatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_confirm_mismatch: ((inputs?: Org_Transfer_Confirm_MismatchInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Transfer_Confirm_MismatchInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Transfer_Confirm_MismatchInputs = {};
