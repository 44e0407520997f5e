import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_Id_InvalidInputs */

const en_sso_provider_id_invalid = /** @type {(inputs: Sso_Provider_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The provider's id must be 3 to 40 lower-case letters, digits or hyphens.`)
};

const de_sso_provider_id_invalid = /** @type {(inputs: Sso_Provider_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kennung des Anbieters besteht aus 3 bis 40 Kleinbuchstaben, Ziffern oder Bindestrichen.`)
};

/**

* @param {Sso_Provider_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_provider_id_invalid = /** @type {((inputs?: Sso_Provider_Id_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_Id_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_provider_id_invalid(inputs)
	return en_sso_provider_id_invalid(inputs)
});