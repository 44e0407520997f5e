import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Api_Key_Cookie_RefusedInputs */

const en_rule_api_key_cookie_refused = /** @type {(inputs: Rule_Api_Key_Cookie_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API accepts API keys only: send the key in the X-API-Key header`)
};

const de_rule_api_key_cookie_refused = /** @type {(inputs: Rule_Api_Key_Cookie_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die API akzeptiert nur API-Schlüssel: Senden Sie den Schlüssel im Header X-API-Key`)
};

/**

* @param {Rule_Api_Key_Cookie_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_cookie_refused = /** @type {((inputs?: Rule_Api_Key_Cookie_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Api_Key_Cookie_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_api_key_cookie_refused(inputs)
	return en_rule_api_key_cookie_refused(inputs)
});