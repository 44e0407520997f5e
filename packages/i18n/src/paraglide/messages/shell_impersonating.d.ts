/**

* @param {Shell_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating: ((inputs: Shell_ImpersonatingInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & {
    parts: (inputs: Shell_ImpersonatingInputs, options?: {
        locale?: "en" | "de";
    }) => import("../runtime.js").MessagePart[];
} & import("../runtime.js").MessageMetadata<Shell_ImpersonatingInputs, {
    locale?: "en" | "de";
}, {
    email: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_ImpersonatingInputs = {
    email: NonNullable<unknown>;
};
