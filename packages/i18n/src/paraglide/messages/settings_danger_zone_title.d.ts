/**

* @param {Settings_Danger_Zone_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const settings_danger_zone_title: ((inputs?: Settings_Danger_Zone_TitleInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Danger_Zone_TitleInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Danger_Zone_TitleInputs = {};
