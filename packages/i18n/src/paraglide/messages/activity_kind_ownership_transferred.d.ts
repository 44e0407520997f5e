/**

* @param {Activity_Kind_Ownership_TransferredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_ownership_transferred: ((inputs?: Activity_Kind_Ownership_TransferredInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Kind_Ownership_TransferredInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Kind_Ownership_TransferredInputs = {};
