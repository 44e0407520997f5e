/**

* @param {Api_Csv_BrowserInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const api_csv_browser: ((inputs?: Api_Csv_BrowserInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Csv_BrowserInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Csv_BrowserInputs = {};
