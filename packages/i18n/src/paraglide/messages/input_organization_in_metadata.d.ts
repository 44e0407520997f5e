/**

* @param {Input_Organization_In_MetadataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_organization_in_metadata: ((inputs?: Input_Organization_In_MetadataInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Organization_In_MetadataInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Organization_In_MetadataInputs = {};
