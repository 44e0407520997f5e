/**

* @param {Org_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_member_removed: ((inputs: Org_Member_RemovedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Member_RemovedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Member_RemovedInputs = {
    name: NonNullable<unknown>;
};
