/**

* @param {Sso_Metadata_Or_PartsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_metadata_or_parts: ((inputs?: Sso_Metadata_Or_PartsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Metadata_Or_PartsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Metadata_Or_PartsInputs = {};
