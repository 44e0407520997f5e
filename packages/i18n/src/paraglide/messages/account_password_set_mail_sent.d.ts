/**

* @param {Account_Password_Set_Mail_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_password_set_mail_sent: ((inputs: Account_Password_Set_Mail_SentInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_Set_Mail_SentInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Password_Set_Mail_SentInputs = {
    email: NonNullable<unknown>;
};
