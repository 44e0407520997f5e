/**

* @param {Admin_Revoke_Sessions_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_revoke_sessions_title: ((inputs: Admin_Revoke_Sessions_TitleInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revoke_Sessions_TitleInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Revoke_Sessions_TitleInputs = {
    email: NonNullable<unknown>;
};
