/**

* @param {Gewa_Pdf_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_pdf_not_completed: ((inputs?: Gewa_Pdf_Not_CompletedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Pdf_Not_CompletedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Pdf_Not_CompletedInputs = {};
