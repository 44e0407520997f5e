/**

* @param {Layout_CopyrightInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const layout_copyright: ((inputs: Layout_CopyrightInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layout_CopyrightInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layout_CopyrightInputs = {
    year: NonNullable<unknown>;
    app: NonNullable<unknown>;
};
