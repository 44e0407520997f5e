/**

* @param {Admin_Cannot_Revoke_Own_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_cannot_revoke_own_sessions: ((inputs?: Admin_Cannot_Revoke_Own_SessionsInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cannot_Revoke_Own_SessionsInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cannot_Revoke_Own_SessionsInputs = {};
