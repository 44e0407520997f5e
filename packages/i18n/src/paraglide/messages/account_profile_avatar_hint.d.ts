/**

* @param {Account_Profile_Avatar_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_profile_avatar_hint: ((inputs?: Account_Profile_Avatar_HintInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_Avatar_HintInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Profile_Avatar_HintInputs = {};
