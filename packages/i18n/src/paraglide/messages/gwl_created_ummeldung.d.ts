/**

* @param {Gwl_Created_UmmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_created_ummeldung: ((inputs?: Gwl_Created_UmmeldungInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Created_UmmeldungInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Created_UmmeldungInputs = {};
