import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_New_TokenInputs */

const en_scim_new_token = /** @type {(inputs: Scim_New_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New token`)
};

const de_scim_new_token = /** @type {(inputs: Scim_New_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Token`)
};

/**

* @param {Scim_New_TokenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_new_token = /** @type {((inputs?: Scim_New_TokenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_New_TokenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_new_token(inputs)
	return en_scim_new_token(inputs)
});