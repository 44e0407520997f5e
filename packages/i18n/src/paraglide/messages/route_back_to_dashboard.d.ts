/**

* @param {Route_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const route_back_to_dashboard: ((inputs?: Route_Back_To_DashboardInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Back_To_DashboardInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Back_To_DashboardInputs = {};
