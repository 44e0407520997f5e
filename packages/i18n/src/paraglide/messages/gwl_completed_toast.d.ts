/**

* @param {Gwl_Completed_ToastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_completed_toast: ((inputs: Gwl_Completed_ToastInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Completed_ToastInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Completed_ToastInputs = {
    name: NonNullable<unknown>;
};
