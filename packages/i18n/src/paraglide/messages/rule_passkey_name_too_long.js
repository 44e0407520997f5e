import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Rule_Passkey_Name_Too_LongInputs */

const en_rule_passkey_name_too_long = /** @type {(inputs: Rule_Passkey_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The passkey name must be at most ${i?.max} characters`)
};

const de_rule_passkey_name_too_long = /** @type {(inputs: Rule_Passkey_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Name des Passkeys darf höchstens ${i?.max} Zeichen lang sein`)
};

/**

* @param {Rule_Passkey_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_passkey_name_too_long = /** @type {((inputs: Rule_Passkey_Name_Too_LongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Passkey_Name_Too_LongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_passkey_name_too_long(inputs)
	return en_rule_passkey_name_too_long(inputs)
});