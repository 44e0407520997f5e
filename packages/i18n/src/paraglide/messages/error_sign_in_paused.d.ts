/**

* @param {Error_Sign_In_PausedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_sign_in_paused: ((inputs: Error_Sign_In_PausedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Sign_In_PausedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Sign_In_PausedInputs = {
    until: NonNullable<unknown>;
};
