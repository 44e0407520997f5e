/**

* @param {Auth_Error_You_Cannot_Remove_YourselfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_cannot_remove_yourself: ((inputs?: Auth_Error_You_Cannot_Remove_YourselfInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_You_Cannot_Remove_YourselfInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_You_Cannot_Remove_YourselfInputs = {};
