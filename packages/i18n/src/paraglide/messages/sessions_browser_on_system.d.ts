/**

* @param {Sessions_Browser_On_SystemInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_browser_on_system: ((inputs: Sessions_Browser_On_SystemInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Browser_On_SystemInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Browser_On_SystemInputs = {
    browser: NonNullable<unknown>;
    system: NonNullable<unknown>;
};
