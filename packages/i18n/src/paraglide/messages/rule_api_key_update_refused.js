import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Api_Key_Update_RefusedInputs */

const en_rule_api_key_update_refused = /** @type {(inputs: Rule_Api_Key_Update_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys cannot be changed: revoke the key and create a new one`)
};

const de_rule_api_key_update_refused = /** @type {(inputs: Rule_Api_Key_Update_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel können nicht geändert werden: Widerrufen Sie den Schlüssel und erstellen Sie einen neuen`)
};

/**

* @param {Rule_Api_Key_Update_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_update_refused = /** @type {((inputs?: Rule_Api_Key_Update_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Api_Key_Update_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_api_key_update_refused(inputs)
	return en_rule_api_key_update_refused(inputs)
});