/**

* @param {Gewa_Saved_HeldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_saved_held: ((inputs: Gewa_Saved_HeldInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Saved_HeldInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Saved_HeldInputs = {
    count: NonNullable<unknown>;
};
