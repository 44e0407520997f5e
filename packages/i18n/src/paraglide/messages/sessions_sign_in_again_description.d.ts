/**

* @param {Sessions_Sign_In_Again_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_in_again_description: ((inputs?: Sessions_Sign_In_Again_DescriptionInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Sign_In_Again_DescriptionInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Sign_In_Again_DescriptionInputs = {};
