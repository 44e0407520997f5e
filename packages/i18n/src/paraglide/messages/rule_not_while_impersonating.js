import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Not_While_ImpersonatingInputs */

const en_rule_not_while_impersonating = /** @type {(inputs: Rule_Not_While_ImpersonatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed while impersonating: only the account owner can do this`)
};

const de_rule_not_while_impersonating = /** @type {(inputs: Rule_Not_While_ImpersonatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht möglich, während Sie als anderer Benutzer angemeldet sind: Das kann nur der Inhaber des Kontos selbst`)
};

/**

* @param {Rule_Not_While_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_not_while_impersonating = /** @type {((inputs?: Rule_Not_While_ImpersonatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Not_While_ImpersonatingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_not_while_impersonating(inputs)
	return en_rule_not_while_impersonating(inputs)
});