/**

* @param {Danger_Deleted_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_deleted_organizations: ((inputs: Danger_Deleted_OrganizationsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Danger_Deleted_OrganizationsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Danger_Deleted_OrganizationsInputs = {
    count: NonNullable<unknown>;
};
