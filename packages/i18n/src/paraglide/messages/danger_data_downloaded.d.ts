/**

* @param {Danger_Data_DownloadedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_data_downloaded: ((inputs?: Danger_Data_DownloadedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Danger_Data_DownloadedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Danger_Data_DownloadedInputs = {};
