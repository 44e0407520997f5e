/**

* @param {Account_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_email_description: ((inputs: Account_Email_DescriptionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & {
    parts: (inputs: Account_Email_DescriptionInputs, options?: {
        locale?: "en" | "de";
    }) => import("../runtime.js").MessagePart[];
} & import("../runtime.js").MessageMetadata<Account_Email_DescriptionInputs, {
    locale?: "en" | "de";
}, {
    email: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Email_DescriptionInputs = {
    email: NonNullable<unknown>;
};
