/**

* @param {Shell_Sign_In_Methods_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_sign_in_methods_failed: ((inputs?: Shell_Sign_In_Methods_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sign_In_Methods_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Sign_In_Methods_FailedInputs = {};
