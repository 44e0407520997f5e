/**

* @param {Gwl_Create_UmmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_create_ummeldung: ((inputs?: Gwl_Create_UmmeldungInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Create_UmmeldungInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Create_UmmeldungInputs = {};
