/**

* @param {Org_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_role_changed: ((inputs: Org_Role_ChangedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Role_ChangedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Role_ChangedInputs = {
    name: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
