import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Passkey_Name_ControlInputs */

const en_rule_passkey_name_control = /** @type {(inputs: Rule_Passkey_Name_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey name must not contain control characters`)
};

const de_rule_passkey_name_control = /** @type {(inputs: Rule_Passkey_Name_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name des Passkeys darf keine Steuerzeichen enthalten`)
};

/**

* @param {Rule_Passkey_Name_ControlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_passkey_name_control = /** @type {((inputs?: Rule_Passkey_Name_ControlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Passkey_Name_ControlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_passkey_name_control(inputs)
	return en_rule_passkey_name_control(inputs)
});