import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Api_Key_ExpiryInputs */

const en_rule_api_key_expiry = /** @type {(inputs: Rule_Api_Key_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry must be 30, 90 or 365 days, or none`)
};

const de_rule_api_key_expiry = /** @type {(inputs: Rule_Api_Key_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gültigkeit muss 30, 90 oder 365 Tage betragen oder unbegrenzt sein`)
};

/**

* @param {Rule_Api_Key_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_expiry = /** @type {((inputs?: Rule_Api_Key_ExpiryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Api_Key_ExpiryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_api_key_expiry(inputs)
	return en_rule_api_key_expiry(inputs)
});