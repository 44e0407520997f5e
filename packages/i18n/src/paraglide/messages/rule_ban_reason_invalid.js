import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Ban_Reason_InvalidInputs */

const en_rule_ban_reason_invalid = /** @type {(inputs: Rule_Ban_Reason_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ban reason must not contain control characters`)
};

const de_rule_ban_reason_invalid = /** @type {(inputs: Rule_Ban_Reason_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Sperrgrund darf keine Steuerzeichen enthalten`)
};

/**

* @param {Rule_Ban_Reason_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_ban_reason_invalid = /** @type {((inputs?: Rule_Ban_Reason_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Ban_Reason_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_ban_reason_invalid(inputs)
	return en_rule_ban_reason_invalid(inputs)
});