/**

* @param {Mail_Ownership_Handed_Over_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_footnote: ((inputs?: Mail_Ownership_Handed_Over_FootnoteInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ownership_Handed_Over_FootnoteInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ownership_Handed_Over_FootnoteInputs = {};
