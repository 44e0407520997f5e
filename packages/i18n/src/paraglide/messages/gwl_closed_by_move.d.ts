/**

* @param {Gwl_Closed_By_MoveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_closed_by_move: ((inputs: Gwl_Closed_By_MoveInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Closed_By_MoveInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Closed_By_MoveInputs = {
    title: NonNullable<unknown>;
};
