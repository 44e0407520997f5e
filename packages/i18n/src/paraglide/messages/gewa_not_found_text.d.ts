/**

* @param {Gewa_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_not_found_text: ((inputs?: Gewa_Not_Found_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Not_Found_TextInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Not_Found_TextInputs = {};
