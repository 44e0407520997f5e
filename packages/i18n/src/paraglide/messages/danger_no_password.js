import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Danger_No_PasswordInputs */

const en_danger_no_password = /** @type {(inputs: Danger_No_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has no password: deleting it needs a sign-in within the last day.`)
};

const de_danger_no_password = /** @type {(inputs: Danger_No_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto hat kein Passwort: Zum Löschen müssen Sie sich innerhalb der letzten 24 Stunden angemeldet haben.`)
};

/**

* @param {Danger_No_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_no_password = /** @type {((inputs?: Danger_No_PasswordInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Danger_No_PasswordInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_danger_no_password(inputs)
	return en_danger_no_password(inputs)
});