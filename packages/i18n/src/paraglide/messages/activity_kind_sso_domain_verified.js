import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Kind_Sso_Domain_VerifiedInputs */

const en_activity_kind_sso_domain_verified = /** @type {(inputs: Activity_Kind_Sso_Domain_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain verified`)
};

const de_activity_kind_sso_domain_verified = /** @type {(inputs: Activity_Kind_Sso_Domain_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain bestätigt`)
};

/**

* @param {Activity_Kind_Sso_Domain_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_sso_domain_verified = /** @type {((inputs?: Activity_Kind_Sso_Domain_VerifiedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Kind_Sso_Domain_VerifiedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_kind_sso_domain_verified(inputs)
	return en_activity_kind_sso_domain_verified(inputs)
});