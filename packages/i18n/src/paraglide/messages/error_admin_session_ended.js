import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Admin_Session_EndedInputs */

const en_error_admin_session_ended = /** @type {(inputs: Error_Admin_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own administrator session has ended, so the impersonation was stopped. Please sign in again.`)
};

const de_error_admin_session_ended = /** @type {(inputs: Error_Admin_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre eigene Administrator-Sitzung ist beendet, daher wurde auch die Anmeldung als anderer Benutzer beendet. Bitte melden Sie sich erneut an.`)
};

/**

* @param {Error_Admin_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_admin_session_ended = /** @type {((inputs?: Error_Admin_Session_EndedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Admin_Session_EndedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_admin_session_ended(inputs)
	return en_error_admin_session_ended(inputs)
});