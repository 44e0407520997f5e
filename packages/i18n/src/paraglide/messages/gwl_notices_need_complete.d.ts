/**

* @param {Gwl_Notices_Need_CompleteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_notices_need_complete: ((inputs?: Gwl_Notices_Need_CompleteInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Notices_Need_CompleteInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Notices_Need_CompleteInputs = {};
