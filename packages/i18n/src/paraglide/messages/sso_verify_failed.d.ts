/**

* @param {Sso_Verify_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_verify_failed: ((inputs?: Sso_Verify_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Verify_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Verify_FailedInputs = {};
