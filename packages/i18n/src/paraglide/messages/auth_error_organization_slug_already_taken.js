import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Organization_Slug_Already_TakenInputs */

const en_auth_error_organization_slug_already_taken = /** @type {(inputs: Auth_Error_Organization_Slug_Already_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization slug already taken`)
};

const de_auth_error_organization_slug_already_taken = /** @type {(inputs: Auth_Error_Organization_Slug_Already_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Slug ist bereits vergeben`)
};

/**

* @param {Auth_Error_Organization_Slug_Already_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_organization_slug_already_taken = /** @type {((inputs?: Auth_Error_Organization_Slug_Already_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Organization_Slug_Already_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_organization_slug_already_taken(inputs)
	return en_auth_error_organization_slug_already_taken(inputs)
});