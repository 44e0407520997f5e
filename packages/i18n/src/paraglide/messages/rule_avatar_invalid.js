import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Avatar_InvalidInputs */

const en_rule_avatar_invalid = /** @type {(inputs: Rule_Avatar_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatar URL must be a valid URL`)
};

const de_rule_avatar_invalid = /** @type {(inputs: Rule_Avatar_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Avatar-URL muss eine gültige URL sein`)
};

/**

* @param {Rule_Avatar_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_avatar_invalid = /** @type {((inputs?: Rule_Avatar_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Avatar_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_avatar_invalid(inputs)
	return en_rule_avatar_invalid(inputs)
});