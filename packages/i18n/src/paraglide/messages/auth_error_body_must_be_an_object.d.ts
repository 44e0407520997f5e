/**

* @param {Auth_Error_Body_Must_Be_An_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_body_must_be_an_object: ((inputs?: Auth_Error_Body_Must_Be_An_ObjectInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_Body_Must_Be_An_ObjectInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Error_Body_Must_Be_An_ObjectInputs = {};
