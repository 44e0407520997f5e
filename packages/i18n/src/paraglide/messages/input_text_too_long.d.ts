/**

* @param {Input_Text_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_text_too_long: ((inputs: Input_Text_Too_LongInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Text_Too_LongInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Text_Too_LongInputs = {
    name: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
