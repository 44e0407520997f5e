/**

* @param {Admin_Failed_Mail_RecipientInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_failed_mail_recipient: ((inputs?: Admin_Failed_Mail_RecipientInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Failed_Mail_RecipientInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Failed_Mail_RecipientInputs = {};
