/**

* @param {Invite_Wrong_Account_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_wrong_account_text: ((inputs: Invite_Wrong_Account_TextInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & {
    parts: (inputs: Invite_Wrong_Account_TextInputs, options?: {
        locale?: "en" | "de";
    }) => import("../runtime.js").MessagePart[];
} & import("../runtime.js").MessageMetadata<Invite_Wrong_Account_TextInputs, {
    locale?: "en" | "de";
}, {
    email: {
        options: {};
        attributes: {};
        children: true;
    };
    signedInAs: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invite_Wrong_Account_TextInputs = {
    email: NonNullable<unknown>;
    signedInAs: NonNullable<unknown>;
};
