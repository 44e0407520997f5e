/**

* @param {Mail_Reset_Password_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_reset_password_footnote: ((inputs: Mail_Reset_Password_FootnoteInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_Password_FootnoteInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_Password_FootnoteInputs = {
    minutes: NonNullable<unknown>;
};
