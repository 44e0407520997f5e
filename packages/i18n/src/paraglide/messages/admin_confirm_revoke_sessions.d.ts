/**

* @param {Admin_Confirm_Revoke_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_confirm_revoke_sessions: ((inputs?: Admin_Confirm_Revoke_SessionsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Confirm_Revoke_SessionsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Confirm_Revoke_SessionsInputs = {};
