/**

* @param {Admin_Search_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_search_field_email: ((inputs?: Admin_Search_Field_EmailInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Search_Field_EmailInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Search_Field_EmailInputs = {};
