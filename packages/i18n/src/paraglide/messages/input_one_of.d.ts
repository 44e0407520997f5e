/**

* @param {Input_One_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_one_of: ((inputs: Input_One_OfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_One_OfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_One_OfInputs = {
    name: NonNullable<unknown>;
    values: NonNullable<unknown>;
};
