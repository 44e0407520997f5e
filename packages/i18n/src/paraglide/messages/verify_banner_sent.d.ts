/**

* @param {Verify_Banner_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const verify_banner_sent: ((inputs: Verify_Banner_SentInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & {
    parts: (inputs: Verify_Banner_SentInputs, options?: {
        locale?: "en" | "de";
    }) => import("../runtime.js").MessagePart[];
} & import("../runtime.js").MessageMetadata<Verify_Banner_SentInputs, {
    locale?: "en" | "de";
}, {
    email: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Verify_Banner_SentInputs = {
    email: NonNullable<unknown>;
};
