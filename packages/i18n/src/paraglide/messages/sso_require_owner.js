import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Require_OwnerInputs */

const en_sso_require_owner = /** @type {(inputs: Sso_Require_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can require single sign-on for a domain.`)
};

const de_sso_require_owner = /** @type {(inputs: Sso_Require_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber können Single Sign-on für eine Domain verlangen.`)
};

/**

* @param {Sso_Require_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_require_owner = /** @type {((inputs?: Sso_Require_OwnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Require_OwnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_require_owner(inputs)
	return en_sso_require_owner(inputs)
});