import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Rule_Ban_Expires_In_InvalidInputs */

const en_rule_ban_expires_in_invalid = /** @type {(inputs: Rule_Ban_Expires_In_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`banExpiresIn must be a whole number of seconds from 1 to ${i?.max}`)
};

const de_rule_ban_expires_in_invalid = /** @type {(inputs: Rule_Ban_Expires_In_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`banExpiresIn muss eine ganze Zahl von Sekunden zwischen 1 und ${i?.max} sein`)
};

/**

* @param {Rule_Ban_Expires_In_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_ban_expires_in_invalid = /** @type {((inputs: Rule_Ban_Expires_In_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Ban_Expires_In_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_ban_expires_in_invalid(inputs)
	return en_rule_ban_expires_in_invalid(inputs)
});