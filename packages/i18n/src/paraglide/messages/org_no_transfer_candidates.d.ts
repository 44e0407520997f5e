/**

* @param {Org_No_Transfer_CandidatesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_no_transfer_candidates: ((inputs?: Org_No_Transfer_CandidatesInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_No_Transfer_CandidatesInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_No_Transfer_CandidatesInputs = {};
