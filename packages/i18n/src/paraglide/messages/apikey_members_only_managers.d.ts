/**

* @param {Apikey_Members_Only_ManagersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_members_only_managers: ((inputs?: Apikey_Members_Only_ManagersInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apikey_Members_Only_ManagersInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apikey_Members_Only_ManagersInputs = {};
