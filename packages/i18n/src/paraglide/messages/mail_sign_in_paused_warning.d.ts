/**

* @param {Mail_Sign_In_Paused_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_warning: ((inputs?: Mail_Sign_In_Paused_WarningInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_Paused_WarningInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_Paused_WarningInputs = {};
