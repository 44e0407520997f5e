/**

* @param {Auth_Google_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_google_not_configured: ((inputs?: Auth_Google_Not_ConfiguredInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_Not_ConfiguredInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_Not_ConfiguredInputs = {};
