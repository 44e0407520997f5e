import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_DescriptionInputs */

const en_twofa_description = /** @type {(inputs: Twofa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in with your password also asks for a code from an authenticator app.`)
};

const de_twofa_description = /** @type {(inputs: Twofa_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung mit Ihrem Passwort wird zusätzlich ein Code aus einer Authenticator-App abgefragt.`)
};

/**

* @param {Twofa_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_description = /** @type {((inputs?: Twofa_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_description(inputs)
	return en_twofa_description(inputs)
});