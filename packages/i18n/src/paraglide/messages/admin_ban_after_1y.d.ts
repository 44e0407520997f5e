/**

* @param {Admin_Ban_After_1yInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_ban_after_1y: ((inputs?: Admin_Ban_After_1yInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ban_After_1yInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ban_After_1yInputs = {};
