import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_ContinuingInputs */

const en_sso_continuing = /** @type {(inputs: Sso_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuing...`)
};

const de_sso_continuing = /** @type {(inputs: Sso_ContinuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter...`)
};

/**

* @param {Sso_ContinuingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_continuing = /** @type {((inputs?: Sso_ContinuingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_ContinuingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_continuing(inputs)
	return en_sso_continuing(inputs)
});