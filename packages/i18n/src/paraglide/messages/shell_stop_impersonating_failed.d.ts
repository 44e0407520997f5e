/**

* @param {Shell_Stop_Impersonating_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_stop_impersonating_failed: ((inputs?: Shell_Stop_Impersonating_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Stop_Impersonating_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Stop_Impersonating_FailedInputs = {};
