import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Server_Only_PropertyInputs */

const en_auth_error_server_only_property = /** @type {(inputs: Auth_Error_Server_Only_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The property you're trying to set can only be set from the server auth instance only.`)
};

const de_auth_error_server_only_property = /** @type {(inputs: Auth_Error_Server_Only_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Eigenschaft kann nur vom Server gesetzt werden.`)
};

/**

* @param {Auth_Error_Server_Only_PropertyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_server_only_property = /** @type {((inputs?: Auth_Error_Server_Only_PropertyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Server_Only_PropertyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_server_only_property(inputs)
	return en_auth_error_server_only_property(inputs)
});