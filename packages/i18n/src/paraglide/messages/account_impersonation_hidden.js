import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Impersonation_HiddenInputs */

const en_account_impersonation_hidden = /** @type {(inputs: Account_Impersonation_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password, email, sessions, two-factor authentication, passkeys, API keys and account deletion are hidden while you impersonate ${i?.email}: only the account owner can change them.`)
};

const de_account_impersonation_hidden = /** @type {(inputs: Account_Impersonation_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passwort, E-Mail-Adresse, Sitzungen, Zwei-Faktor-Authentifizierung, Passkeys, API-Schlüssel und Kontolöschung sind ausgeblendet, während Sie die Identität von ${i?.email} übernommen haben: Nur der Kontoinhaber kann sie ändern.`)
};

/**

* @param {Account_Impersonation_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_impersonation_hidden = /** @type {((inputs: Account_Impersonation_HiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Impersonation_HiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_impersonation_hidden(inputs)
	return en_account_impersonation_hidden(inputs)
});