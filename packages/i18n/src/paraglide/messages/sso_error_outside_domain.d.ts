/**

* @param {Sso_Error_Outside_DomainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_error_outside_domain: ((inputs?: Sso_Error_Outside_DomainInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Error_Outside_DomainInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Error_Outside_DomainInputs = {};
