/**

* @param {Invite_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_invited: ((inputs: Invite_InvitedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & {
    parts: (inputs: Invite_InvitedInputs, options?: {
        locale?: "en" | "de";
    }) => import("../runtime.js").MessagePart[];
} & import("../runtime.js").MessageMetadata<Invite_InvitedInputs, {
    locale?: "en" | "de";
}, {
    inviter: {
        options: {};
        attributes: {};
        children: true;
    };
    organization: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invite_InvitedInputs = {
    inviter: NonNullable<unknown>;
    organization: NonNullable<unknown>;
};
