/**

* @param {Error_Json_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_json_too_deep: ((inputs: Error_Json_Too_DeepInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Json_Too_DeepInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Json_Too_DeepInputs = {
    depth: NonNullable<unknown>;
};
