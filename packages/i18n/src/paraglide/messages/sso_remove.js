import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_RemoveInputs */

const en_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove provider`)
};

const de_sso_remove = /** @type {(inputs: Sso_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter entfernen`)
};

/**

* @param {Sso_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_remove = /** @type {((inputs?: Sso_RemoveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_RemoveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_remove(inputs)
	return en_sso_remove(inputs)
});