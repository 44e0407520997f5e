import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Cannot_Delete_SelfInputs */

const en_rule_cannot_delete_self = /** @type {(inputs: Rule_Cannot_Delete_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot delete yourself`)
};

const de_rule_cannot_delete_self = /** @type {(inputs: Rule_Cannot_Delete_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihr eigenes Konto hier nicht löschen`)
};

/**

* @param {Rule_Cannot_Delete_SelfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_cannot_delete_self = /** @type {((inputs?: Rule_Cannot_Delete_SelfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Cannot_Delete_SelfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_cannot_delete_self(inputs)
	return en_rule_cannot_delete_self(inputs)
});