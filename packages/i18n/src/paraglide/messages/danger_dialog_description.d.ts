/**

* @param {Danger_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_dialog_description: ((inputs?: Danger_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Danger_Dialog_DescriptionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Danger_Dialog_DescriptionInputs = {};
