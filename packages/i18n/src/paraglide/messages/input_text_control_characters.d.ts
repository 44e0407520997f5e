/**

* @param {Input_Text_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const input_text_control_characters: ((inputs: Input_Text_Control_CharactersInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Input_Text_Control_CharactersInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Input_Text_Control_CharactersInputs = {
    name: NonNullable<unknown>;
};
