/**

* @param {Gwl_ReopenedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_reopened: ((inputs: Gwl_ReopenedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_ReopenedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_ReopenedInputs = {
    name: NonNullable<unknown>;
};
