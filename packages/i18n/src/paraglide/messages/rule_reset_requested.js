import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Reset_RequestedInputs */

const en_rule_reset_requested = /** @type {(inputs: Rule_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this email exists in our system, check your email for the reset link`)
};

const de_rule_reset_requested = /** @type {(inputs: Rule_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls diese E-Mail-Adresse bei uns registriert ist, finden Sie den Link zum Zurücksetzen in Ihrem Posteingang`)
};

/**

* @param {Rule_Reset_RequestedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_reset_requested = /** @type {((inputs?: Rule_Reset_RequestedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Reset_RequestedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_reset_requested(inputs)
	return en_rule_reset_requested(inputs)
});