/**

* @param {Danger_Type_To_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_type_to_confirm: ((inputs: Danger_Type_To_ConfirmInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Danger_Type_To_ConfirmInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Danger_Type_To_ConfirmInputs = {
    email: NonNullable<unknown>;
};
