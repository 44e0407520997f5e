/**

* @param {Admin_Failed_Mail_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_failed_mail_description: ((inputs: Admin_Failed_Mail_DescriptionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Failed_Mail_DescriptionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Failed_Mail_DescriptionInputs = {
    limit: NonNullable<unknown>;
};
