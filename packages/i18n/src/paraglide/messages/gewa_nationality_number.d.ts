/**

* @param {Gewa_Nationality_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_nationality_number: ((inputs: Gewa_Nationality_NumberInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Nationality_NumberInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Nationality_NumberInputs = {
    number: NonNullable<unknown>;
};
