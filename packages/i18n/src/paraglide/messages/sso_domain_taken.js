import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domain_TakenInputs */

const en_sso_domain_taken = /** @type {(inputs: Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another organization has already verified this domain.`)
};

const de_sso_domain_taken = /** @type {(inputs: Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine andere Organisation hat diese Domain bereits bestätigt.`)
};

/**

* @param {Sso_Domain_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_domain_taken = /** @type {((inputs?: Sso_Domain_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domain_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_domain_taken(inputs)
	return en_sso_domain_taken(inputs)
});