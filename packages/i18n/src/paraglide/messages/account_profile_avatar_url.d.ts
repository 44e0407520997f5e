/**

* @param {Account_Profile_Avatar_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_profile_avatar_url: ((inputs?: Account_Profile_Avatar_UrlInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_Avatar_UrlInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Profile_Avatar_UrlInputs = {};
