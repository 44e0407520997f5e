import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Logo_InvalidInputs */

const en_rule_logo_invalid = /** @type {(inputs: Rule_Logo_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo must be a valid http(s) URL`)
};

const de_rule_logo_invalid = /** @type {(inputs: Rule_Logo_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Logo muss eine gültige http(s)-URL sein`)
};

/**

* @param {Rule_Logo_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_logo_invalid = /** @type {((inputs?: Rule_Logo_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Logo_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_logo_invalid(inputs)
	return en_rule_logo_invalid(inputs)
});