/**

* @param {Invite_Signed_Out_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_signed_out_text: ((inputs: Invite_Signed_Out_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invite_Signed_Out_TextInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invite_Signed_Out_TextInputs = {
    email: NonNullable<unknown>;
};
