/**

* @param {Org_Transfer_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_confirm_label: ((inputs: Org_Transfer_Confirm_LabelInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Transfer_Confirm_LabelInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Transfer_Confirm_LabelInputs = {
    name: NonNullable<unknown>;
};
