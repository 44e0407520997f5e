/**

* @param {Input_Permissions_ResourcesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_permissions_resources: ((inputs?: Input_Permissions_ResourcesInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Permissions_ResourcesInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Permissions_ResourcesInputs = {};
