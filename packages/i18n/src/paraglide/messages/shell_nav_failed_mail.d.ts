/**

* @param {Shell_Nav_Failed_MailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_nav_failed_mail: ((inputs?: Shell_Nav_Failed_MailInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Failed_MailInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Nav_Failed_MailInputs = {};
