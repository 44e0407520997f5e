import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Mfa_HintInputs */

const en_sso_mfa_hint = /** @type {(inputs: Sso_Mfa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts with two-factor authentication are not asked for their code after signing in here.`)
};

const de_sso_mfa_hint = /** @type {(inputs: Sso_Mfa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten mit Zwei-Faktor-Authentifizierung werden nach der Anmeldung hier nicht nach ihrem Code gefragt.`)
};

/**

* @param {Sso_Mfa_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_mfa_hint = /** @type {((inputs?: Sso_Mfa_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Mfa_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_mfa_hint(inputs)
	return en_sso_mfa_hint(inputs)
});