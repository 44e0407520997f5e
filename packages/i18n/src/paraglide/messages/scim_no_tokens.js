import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_No_TokensInputs */

const en_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active token.`)
};

const de_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein aktives Token.`)
};

/**

* @param {Scim_No_TokensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_no_tokens = /** @type {((inputs?: Scim_No_TokensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_No_TokensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_no_tokens(inputs)
	return en_scim_no_tokens(inputs)
});