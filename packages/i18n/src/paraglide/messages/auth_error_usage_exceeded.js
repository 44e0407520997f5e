import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Usage_ExceededInputs */

const en_auth_error_usage_exceeded = /** @type {(inputs: Auth_Error_Usage_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API Key has reached its usage limit`)
};

const de_auth_error_usage_exceeded = /** @type {(inputs: Auth_Error_Usage_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der API-Schlüssel hat sein Nutzungslimit erreicht`)
};

/**

* @param {Auth_Error_Usage_ExceededInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_usage_exceeded = /** @type {((inputs?: Auth_Error_Usage_ExceededInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Usage_ExceededInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_usage_exceeded(inputs)
	return en_auth_error_usage_exceeded(inputs)
});