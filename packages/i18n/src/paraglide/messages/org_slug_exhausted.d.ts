/**

* @param {Org_Slug_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_slug_exhausted: ((inputs?: Org_Slug_ExhaustedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Slug_ExhaustedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Slug_ExhaustedInputs = {};
