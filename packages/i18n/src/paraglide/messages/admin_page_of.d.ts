/**

* @param {Admin_Page_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_page_of: ((inputs: Admin_Page_OfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Page_OfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Page_OfInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
