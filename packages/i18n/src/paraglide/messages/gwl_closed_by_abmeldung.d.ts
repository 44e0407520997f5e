/**

* @param {Gwl_Closed_By_AbmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_closed_by_abmeldung: ((inputs: Gwl_Closed_By_AbmeldungInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gwl_Closed_By_AbmeldungInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gwl_Closed_By_AbmeldungInputs = {
    title: NonNullable<unknown>;
};
