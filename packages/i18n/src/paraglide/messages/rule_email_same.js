import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Email_SameInputs */

const en_rule_email_same = /** @type {(inputs: Rule_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your email address`)
};

const de_rule_email_same = /** @type {(inputs: Rule_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist bereits Ihre E-Mail-Adresse`)
};

/**

* @param {Rule_Email_SameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_email_same = /** @type {((inputs?: Rule_Email_SameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Email_SameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_email_same(inputs)
	return en_rule_email_same(inputs)
});