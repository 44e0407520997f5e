/**

* @param {Gwl_Move_Elsewhere_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_move_elsewhere_hint: ((inputs: Gwl_Move_Elsewhere_HintInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Move_Elsewhere_HintInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Move_Elsewhere_HintInputs = {
    reason: NonNullable<unknown>;
};
