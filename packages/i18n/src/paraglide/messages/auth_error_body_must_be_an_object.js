import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Body_Must_Be_An_ObjectInputs */

const en_auth_error_body_must_be_an_object = /** @type {(inputs: Auth_Error_Body_Must_Be_An_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Body must be an object`)
};

const de_auth_error_body_must_be_an_object = /** @type {(inputs: Auth_Error_Body_Must_Be_An_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage muss ein Objekt sein`)
};

/**

* @param {Auth_Error_Body_Must_Be_An_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_body_must_be_an_object = /** @type {((inputs?: Auth_Error_Body_Must_Be_An_ObjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Body_Must_Be_An_ObjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_body_must_be_an_object(inputs)
	return en_auth_error_body_must_be_an_object(inputs)
});