/**

* @param {Error_Admin_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_admin_session_ended: ((inputs?: Error_Admin_Session_EndedInputs, options?: {
    locale?: "en" | "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Admin_Session_EndedInputs, {
    locale?: "en" | "de";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Admin_Session_EndedInputs = {};
