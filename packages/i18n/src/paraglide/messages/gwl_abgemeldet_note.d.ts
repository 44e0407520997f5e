/**

* @param {Gwl_Abgemeldet_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_abgemeldet_note: ((inputs?: Gwl_Abgemeldet_NoteInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Abgemeldet_NoteInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Abgemeldet_NoteInputs = {};
