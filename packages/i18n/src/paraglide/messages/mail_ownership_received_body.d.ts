/**

* @param {Mail_Ownership_Received_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_received_body: ((inputs: Mail_Ownership_Received_BodyInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ownership_Received_BodyInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ownership_Received_BodyInputs = {
    previousOwnerName: NonNullable<unknown>;
    organizationName: NonNullable<unknown>;
};
