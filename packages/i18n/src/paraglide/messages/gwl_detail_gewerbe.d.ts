/**

* @param {Gwl_Detail_GewerbeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_detail_gewerbe: ((inputs?: Gwl_Detail_GewerbeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Detail_GewerbeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Detail_GewerbeInputs = {};
