import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Token_Not_FoundInputs */

const en_scim_token_not_found = /** @type {(inputs: Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This token does not exist or is already revoked.`)
};

const de_scim_token_not_found = /** @type {(inputs: Scim_Token_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Token gibt es nicht oder es wurde bereits widerrufen.`)
};

/**

* @param {Scim_Token_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_token_not_found = /** @type {((inputs?: Scim_Token_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Token_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_token_not_found(inputs)
	return en_scim_token_not_found(inputs)
});