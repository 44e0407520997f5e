/**

* @param {Passkey_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_rename_label: ((inputs: Passkey_Rename_LabelInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkey_Rename_LabelInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkey_Rename_LabelInputs = {
    name: NonNullable<unknown>;
};
