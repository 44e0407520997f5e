/**

* @param {Sso_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_delete_failed: ((inputs?: Sso_Delete_FailedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Delete_FailedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Delete_FailedInputs = {};
