/**

* @param {Gwl_Move_Elsewhere_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_move_elsewhere_open: ((inputs?: Gwl_Move_Elsewhere_OpenInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Move_Elsewhere_OpenInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Move_Elsewhere_OpenInputs = {};
