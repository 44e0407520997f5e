/**

* @param {Gewa_Step_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_step_of: ((inputs: Gewa_Step_OfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Step_OfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Step_OfInputs = {
    step: NonNullable<unknown>;
    steps: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
