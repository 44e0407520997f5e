/**

* @param {Org_Logo_Too_Many_PixelsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_logo_too_many_pixels: ((inputs?: Org_Logo_Too_Many_PixelsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_Too_Many_PixelsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_Too_Many_PixelsInputs = {};
