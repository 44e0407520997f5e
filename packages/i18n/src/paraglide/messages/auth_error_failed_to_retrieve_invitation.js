import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Failed_To_Retrieve_InvitationInputs */

const en_auth_error_failed_to_retrieve_invitation = /** @type {(inputs: Auth_Error_Failed_To_Retrieve_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to retrieve invitation`)
};

const de_auth_error_failed_to_retrieve_invitation = /** @type {(inputs: Auth_Error_Failed_To_Retrieve_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung konnte nicht abgerufen werden`)
};

/**

* @param {Auth_Error_Failed_To_Retrieve_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_failed_to_retrieve_invitation = /** @type {((inputs?: Auth_Error_Failed_To_Retrieve_InvitationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Failed_To_Retrieve_InvitationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_failed_to_retrieve_invitation(inputs)
	return en_auth_error_failed_to_retrieve_invitation(inputs)
});