/**

* @param {Gwl_Gewerbe_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_gewerbe_intro: ((inputs?: Gwl_Gewerbe_IntroInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Gewerbe_IntroInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Gewerbe_IntroInputs = {};
