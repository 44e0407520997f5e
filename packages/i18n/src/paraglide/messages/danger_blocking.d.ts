/**

* @param {Danger_BlockingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_blocking: ((inputs: Danger_BlockingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Danger_BlockingInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Danger_BlockingInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
