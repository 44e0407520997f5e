/**

* @param {Auth_Sign_Up_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_success: ((inputs?: Auth_Sign_Up_SuccessInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_SuccessInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_Up_SuccessInputs = {};
