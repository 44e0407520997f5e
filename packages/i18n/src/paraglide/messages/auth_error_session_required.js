import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Session_RequiredInputs */

const en_auth_error_session_required = /** @type {(inputs: Auth_Error_Session_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey registration requires an authenticated session`)
};

const de_auth_error_session_required = /** @type {(inputs: Auth_Error_Session_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um einen Passkey zu registrieren, müssen Sie angemeldet sein`)
};

/**

* @param {Auth_Error_Session_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_session_required = /** @type {((inputs?: Auth_Error_Session_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Session_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_session_required(inputs)
	return en_auth_error_session_required(inputs)
});