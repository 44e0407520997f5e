import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Require_HintInputs */

const en_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password, passkey and Google sign-in, sign-up and password reset are refused for this domain's addresses. Owners only; the domain must be verified.`)
};

const de_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung mit Passwort, Passkey und Google, Registrierung und Zurücksetzen des Passworts werden für Adressen dieser Domain abgelehnt. Nur Inhaber; die Domain muss bestätigt sein.`)
};

/**

* @param {Sso_Require_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_require_hint = /** @type {((inputs?: Sso_Require_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Require_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_require_hint(inputs)
	return en_sso_require_hint(inputs)
});