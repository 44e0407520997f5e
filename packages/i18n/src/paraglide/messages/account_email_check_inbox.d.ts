/**

* @param {Account_Email_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_email_check_inbox: ((inputs: Account_Email_Check_InboxInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_Check_InboxInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Email_Check_InboxInputs = {
    email: NonNullable<unknown>;
};
