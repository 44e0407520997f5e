/**

* @param {Shell_Stop_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_stop_impersonating: ((inputs?: Shell_Stop_ImpersonatingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Stop_ImpersonatingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Stop_ImpersonatingInputs = {};
