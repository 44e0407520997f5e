/**

* @param {Sso_Register_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_register_failed: ((inputs?: Sso_Register_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Register_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Register_FailedInputs = {};
