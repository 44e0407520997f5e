import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Email_Confirm_MismatchInputs */

const en_rule_email_confirm_mismatch = /** @type {(inputs: Rule_Email_Confirm_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your email address exactly to confirm`)
};

const de_rule_email_confirm_mismatch = /** @type {(inputs: Rule_Email_Confirm_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung Ihre E-Mail-Adresse exakt ein`)
};

/**

* @param {Rule_Email_Confirm_MismatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_email_confirm_mismatch = /** @type {((inputs?: Rule_Email_Confirm_MismatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Email_Confirm_MismatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_email_confirm_mismatch(inputs)
	return en_rule_email_confirm_mismatch(inputs)
});