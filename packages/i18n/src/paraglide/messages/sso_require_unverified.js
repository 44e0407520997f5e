import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Require_UnverifiedInputs */

const en_sso_require_unverified = /** @type {(inputs: Sso_Require_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on can only be required for a verified domain.`)
};

const de_sso_require_unverified = /** @type {(inputs: Sso_Require_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single Sign-on kann nur für eine bestätigte Domain verlangt werden.`)
};

/**

* @param {Sso_Require_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_require_unverified = /** @type {((inputs?: Sso_Require_UnverifiedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Require_UnverifiedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_require_unverified(inputs)
	return en_sso_require_unverified(inputs)
});