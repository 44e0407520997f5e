/**

* @param {Dashboard_Status_EntwurfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_entwurf: ((inputs?: Dashboard_Status_EntwurfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Status_EntwurfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Status_EntwurfInputs = {};
