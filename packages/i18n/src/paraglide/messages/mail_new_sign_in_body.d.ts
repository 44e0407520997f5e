/**

* @param {Mail_New_Sign_In_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_new_sign_in_body: ((inputs: Mail_New_Sign_In_BodyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_New_Sign_In_BodyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_New_Sign_In_BodyInputs = {
    time: NonNullable<unknown>;
    address: NonNullable<unknown>;
    device: NonNullable<unknown>;
};
