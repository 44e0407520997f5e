import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Providers_TitleInputs */

const en_sso_providers_title = /** @type {(inputs: Sso_Providers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity providers`)
};

const de_sso_providers_title = /** @type {(inputs: Sso_Providers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter`)
};

/**

* @param {Sso_Providers_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_providers_title = /** @type {((inputs?: Sso_Providers_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Providers_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_providers_title(inputs)
	return en_sso_providers_title(inputs)
});