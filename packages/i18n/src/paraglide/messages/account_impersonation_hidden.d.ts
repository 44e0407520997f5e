/**

* @param {Account_Impersonation_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_impersonation_hidden: ((inputs: Account_Impersonation_HiddenInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Impersonation_HiddenInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Impersonation_HiddenInputs = {
    email: NonNullable<unknown>;
};
