/**

* @param {Apikey_Expiry_DaysInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_expiry_days: ((inputs: Apikey_Expiry_DaysInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apikey_Expiry_DaysInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apikey_Expiry_DaysInputs = {
    count: NonNullable<unknown>;
};
