/**

* @param {Sso_Domain_Invalid_WebInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_domain_invalid_web: ((inputs?: Sso_Domain_Invalid_WebInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Domain_Invalid_WebInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Domain_Invalid_WebInputs = {};
