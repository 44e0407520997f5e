/**

* @param {Sso_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_update_failed: ((inputs?: Sso_Update_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Update_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Update_FailedInputs = {};
