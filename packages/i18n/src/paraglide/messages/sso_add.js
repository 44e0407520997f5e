import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_AddInputs */

const en_sso_add = /** @type {(inputs: Sso_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add provider`)
};

const de_sso_add = /** @type {(inputs: Sso_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter hinzufügen`)
};

/**

* @param {Sso_AddInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_add = /** @type {((inputs?: Sso_AddInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_AddInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_add(inputs)
	return en_sso_add(inputs)
});