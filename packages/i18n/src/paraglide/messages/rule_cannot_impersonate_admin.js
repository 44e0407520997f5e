import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Cannot_Impersonate_AdminInputs */

const en_rule_cannot_impersonate_admin = /** @type {(inputs: Rule_Cannot_Impersonate_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins cannot impersonate other admins`)
};

const de_rule_cannot_impersonate_admin = /** @type {(inputs: Rule_Cannot_Impersonate_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administratoren können sich nicht als andere Administratoren anmelden`)
};

/**

* @param {Rule_Cannot_Impersonate_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_cannot_impersonate_admin = /** @type {((inputs?: Rule_Cannot_Impersonate_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Cannot_Impersonate_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_cannot_impersonate_admin(inputs)
	return en_rule_cannot_impersonate_admin(inputs)
});