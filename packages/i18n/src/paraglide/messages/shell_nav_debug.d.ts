/**

* @param {Shell_Nav_DebugInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_nav_debug: ((inputs?: Shell_Nav_DebugInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_DebugInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Nav_DebugInputs = {};
