/**

* @param {Dashboard_Activity_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_activity_by: ((inputs: Dashboard_Activity_ByInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Activity_ByInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Activity_ByInputs = {
    actor: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
