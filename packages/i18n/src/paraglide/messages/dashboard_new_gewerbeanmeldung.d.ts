/**

* @param {Dashboard_New_GewerbeanmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_new_gewerbeanmeldung: ((inputs?: Dashboard_New_GewerbeanmeldungInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_New_GewerbeanmeldungInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_New_GewerbeanmeldungInputs = {};
