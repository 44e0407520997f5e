/**

* @param {Apikey_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_revoke_label: ((inputs: Apikey_Revoke_LabelInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apikey_Revoke_LabelInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apikey_Revoke_LabelInputs = {
    name: NonNullable<unknown>;
};
