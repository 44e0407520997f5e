/**

* @param {Gwl_Dashboard_By_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_dashboard_by_form: ((inputs?: Gwl_Dashboard_By_FormInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Dashboard_By_FormInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Dashboard_By_FormInputs = {};
