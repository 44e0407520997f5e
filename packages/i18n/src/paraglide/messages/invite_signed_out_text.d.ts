/**

* @param {Invite_Signed_Out_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_signed_out_text: ((inputs: Invite_Signed_Out_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & {
    parts: (inputs: Invite_Signed_Out_TextInputs, options?: {
        locale?: "en" | "de";
    }) => import("../runtime.js").MessagePart[];
} & import("../runtime.js").MessageMetadata<Invite_Signed_Out_TextInputs, {
    locale?: "en" | "de";
}, {
    email: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invite_Signed_Out_TextInputs = {
    email: NonNullable<unknown>;
};
