/**

* @param {Gewa_Plz_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_plz_places: ((inputs: Gewa_Plz_PlacesInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gewa_Plz_PlacesInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gewa_Plz_PlacesInputs = {
    plz: NonNullable<unknown>;
};
