/**

* @param {Gewa_Check_IssuesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_check_issues: ((inputs: Gewa_Check_IssuesInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Check_IssuesInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Check_IssuesInputs = {
    count: NonNullable<unknown>;
};
