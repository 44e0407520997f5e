/**

* @param {Page_Privacy_ThemeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_privacy_theme: ((inputs?: Page_Privacy_ThemeInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Privacy_ThemeInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Privacy_ThemeInputs = {};
