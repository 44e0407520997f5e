/**

* @param {Sso_Sp_Entity_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_sp_entity_id: ((inputs?: Sso_Sp_Entity_IdInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Sp_Entity_IdInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Sp_Entity_IdInputs = {};
