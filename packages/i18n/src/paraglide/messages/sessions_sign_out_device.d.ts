/**

* @param {Sessions_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_device: ((inputs: Sessions_Sign_Out_DeviceInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sessions_Sign_Out_DeviceInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sessions_Sign_Out_DeviceInputs = {
    device: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
