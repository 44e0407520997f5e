import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Cannot_Change_Own_RoleInputs */

const en_rule_cannot_change_own_role = /** @type {(inputs: Rule_Cannot_Change_Own_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot change your own role`)
};

const de_rule_cannot_change_own_role = /** @type {(inputs: Rule_Cannot_Change_Own_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihre eigene Rolle nicht ändern`)
};

/**

* @param {Rule_Cannot_Change_Own_RoleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_cannot_change_own_role = /** @type {((inputs?: Rule_Cannot_Change_Own_RoleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Cannot_Change_Own_RoleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_cannot_change_own_role(inputs)
	return en_rule_cannot_change_own_role(inputs)
});