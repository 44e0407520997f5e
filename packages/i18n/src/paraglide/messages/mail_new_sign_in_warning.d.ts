/**

* @param {Mail_New_Sign_In_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_warning: ((inputs?: Mail_New_Sign_In_WarningInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_New_Sign_In_WarningInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_New_Sign_In_WarningInputs = {};
