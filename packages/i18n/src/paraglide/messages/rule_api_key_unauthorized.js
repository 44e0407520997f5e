import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Api_Key_UnauthorizedInputs */

const en_rule_api_key_unauthorized = /** @type {(inputs: Rule_Api_Key_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing, unknown, expired or revoked API key`)
};

const de_rule_api_key_unauthorized = /** @type {(inputs: Rule_Api_Key_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel fehlt, ist unbekannt, abgelaufen oder widerrufen`)
};

/**

* @param {Rule_Api_Key_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_unauthorized = /** @type {((inputs?: Rule_Api_Key_UnauthorizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Api_Key_UnauthorizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_api_key_unauthorized(inputs)
	return en_rule_api_key_unauthorized(inputs)
});