import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Slug_InvalidInputs */

const en_rule_slug_invalid = /** @type {(inputs: Rule_Slug_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slug may contain only lowercase letters, digits and dashes`)
};

const de_rule_slug_invalid = /** @type {(inputs: Rule_Slug_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten`)
};

/**

* @param {Rule_Slug_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_slug_invalid = /** @type {((inputs?: Rule_Slug_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Slug_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_slug_invalid(inputs)
	return en_rule_slug_invalid(inputs)
});