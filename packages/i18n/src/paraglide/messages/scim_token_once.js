import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Token_OnceInputs */

const en_scim_token_once = /** @type {(inputs: Scim_Token_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy this token into your directory now. It is shown only once.`)
};

const de_scim_token_once = /** @type {(inputs: Scim_Token_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren Sie dieses Token jetzt in Ihr Verzeichnis. Es wird nur einmal angezeigt.`)
};

/**

* @param {Scim_Token_OnceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_token_once = /** @type {((inputs?: Scim_Token_OnceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Token_OnceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_token_once(inputs)
	return en_scim_token_once(inputs)
});