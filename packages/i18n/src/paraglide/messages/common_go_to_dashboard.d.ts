/**

* @param {Common_Go_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_go_to_dashboard: ((inputs?: Common_Go_To_DashboardInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Go_To_DashboardInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Go_To_DashboardInputs = {};
