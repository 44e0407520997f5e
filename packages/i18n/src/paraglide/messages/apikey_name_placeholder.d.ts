/**

* @param {Apikey_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_name_placeholder: ((inputs?: Apikey_Name_PlaceholderInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apikey_Name_PlaceholderInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apikey_Name_PlaceholderInputs = {};
