import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Passkey_Name_TextInputs */

const en_rule_passkey_name_text = /** @type {(inputs: Rule_Passkey_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey name must be text`)
};

const de_rule_passkey_name_text = /** @type {(inputs: Rule_Passkey_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name des Passkeys muss Text sein`)
};

/**

* @param {Rule_Passkey_Name_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_passkey_name_text = /** @type {((inputs?: Rule_Passkey_Name_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Passkey_Name_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_passkey_name_text(inputs)
	return en_rule_passkey_name_text(inputs)
});