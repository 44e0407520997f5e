/**

* @param {Apikey_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_no_expiry: ((inputs?: Apikey_No_ExpiryInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apikey_No_ExpiryInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apikey_No_ExpiryInputs = {};
