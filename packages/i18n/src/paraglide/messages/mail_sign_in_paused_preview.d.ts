/**

* @param {Mail_Sign_In_Paused_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_paused_preview: ((inputs: Mail_Sign_In_Paused_PreviewInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_Paused_PreviewInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_Paused_PreviewInputs = {
    until: NonNullable<unknown>;
};
