/**

* @param {Gwl_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_not_found_text: ((inputs: Gwl_Not_Found_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Not_Found_TextInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Not_Found_TextInputs = {
    name: NonNullable<unknown>;
};
