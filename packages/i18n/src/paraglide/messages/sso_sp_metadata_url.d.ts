/**

* @param {Sso_Sp_Metadata_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_sp_metadata_url: ((inputs?: Sso_Sp_Metadata_UrlInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Sp_Metadata_UrlInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Sp_Metadata_UrlInputs = {};
