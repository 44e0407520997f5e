import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Api_Key_ScopeInputs */

const en_rule_api_key_scope = /** @type {(inputs: Rule_Api_Key_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scope must be read or write`)
};

const de_rule_api_key_scope = /** @type {(inputs: Rule_Api_Key_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Berechtigung muss „Lesen“ oder „Lesen und schreiben“ sein`)
};

/**

* @param {Rule_Api_Key_ScopeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_api_key_scope = /** @type {((inputs?: Rule_Api_Key_ScopeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Api_Key_ScopeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_api_key_scope(inputs)
	return en_rule_api_key_scope(inputs)
});