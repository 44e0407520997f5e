/**

* @param {Gwl_Gewerbe_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_gewerbe_heading: ((inputs?: Gwl_Gewerbe_HeadingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Gewerbe_HeadingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Gewerbe_HeadingInputs = {};
