/**

* @param {Admin_Failed_Mail_Last_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_failed_mail_last_error: ((inputs?: Admin_Failed_Mail_Last_ErrorInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Failed_Mail_Last_ErrorInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Failed_Mail_Last_ErrorInputs = {};
