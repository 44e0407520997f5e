/**

* @param {Gewa_CompletenessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_completeness: ((inputs: Gewa_CompletenessInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_CompletenessInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_CompletenessInputs = {
    complete: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
