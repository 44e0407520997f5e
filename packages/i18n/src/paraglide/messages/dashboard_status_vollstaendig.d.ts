/**

* @param {Dashboard_Status_VollstaendigInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_vollstaendig: ((inputs?: Dashboard_Status_VollstaendigInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Status_VollstaendigInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Status_VollstaendigInputs = {};
