/**

* @param {Error_Body_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_body_too_large: ((inputs: Error_Body_Too_LargeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Body_Too_LargeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Body_Too_LargeInputs = {
    kilobytes: NonNullable<unknown>;
};
