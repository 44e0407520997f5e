/**

* @param {Scim_Token_MetaInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_token_meta: ((inputs: Scim_Token_MetaInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Token_MetaInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Token_MetaInputs = {
    created: NonNullable<unknown>;
    expires: NonNullable<unknown>;
};
