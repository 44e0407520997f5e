/**

* @param {Gewa_Pdf_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_pdf_missing: ((inputs: Gewa_Pdf_MissingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Pdf_MissingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Pdf_MissingInputs = {
    sections: NonNullable<unknown>;
};
