/**

* @param {Sessions_Signed_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_signed_out_device: ((inputs: Sessions_Signed_Out_DeviceInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Signed_Out_DeviceInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Signed_Out_DeviceInputs = {
    device: NonNullable<unknown>;
};
