import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Name_Control_CharactersInputs */

const en_rule_name_control_characters = /** @type {(inputs: Rule_Name_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name must not contain control characters`)
};

const de_rule_name_control_characters = /** @type {(inputs: Rule_Name_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name darf keine Steuerzeichen enthalten`)
};

/**

* @param {Rule_Name_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_name_control_characters = /** @type {((inputs?: Rule_Name_Control_CharactersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Name_Control_CharactersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_name_control_characters(inputs)
	return en_rule_name_control_characters(inputs)
});